// The one chart theme, built from the Mantine palette of app/theme.ts (navy first, amber as the
// accent, then calm contrasting hues), for the light and the dark colour scheme.
import { APP_FONT_STACK } from '../../lib/app-font.ts';

const series = ['#234d99', '#e39500', '#2f9e8f', '#8f5bd6', '#d9485f', '#5e84ca', '#7a8b2e', '#c2410c'];

function themeFor(scheme: 'light' | 'dark') {
  const text = scheme === 'light' ? '#212529' : '#c9c9c9';
  const axis = scheme === 'light' ? '#868e96' : '#5c5f66';
  const split = scheme === 'light' ? '#e9ecef' : '#373a40';
  const axisStyle = {
    axisLine: { lineStyle: { color: axis } },
    axisTick: { lineStyle: { color: axis } },
    axisLabel: { color: text },
    splitLine: { lineStyle: { color: split } },
  };
  return {
    color: series,
    backgroundColor: 'transparent',
    textStyle: { color: text, fontFamily: APP_FONT_STACK },
    title: { textStyle: { color: text } },
    legend: { textStyle: { color: text } },
    categoryAxis: axisStyle,
    valueAxis: axisStyle,
    timeAxis: axisStyle,
    visualMap: { textStyle: { color: text } },
  };
}

export const chartThemes = { light: themeFor('light'), dark: themeFor('dark') } as const;
/** Choropleth colours from light to dark navy: more is darker on the light page. */
export const mapColorRange = ['#d9e2f2', '#83a0d6', '#2c57aa', '#14284b'];

/**
 * The borders between a map's areas in each colour scheme: the page's colour, so that areas stand
 * apart. One rule for every map drawing: the county map's SVG and ECharts' state and world maps alike
 * (through their palette below), never ECharts' own grey.
 */
export const mapBorders = { light: '#ffffff', dark: '#242424' } as const;

/**
 * A map's colours in one colour scheme: the scale from least to most, areas without a figure, the
 * borders between areas (mapBorders), and the text and page of an exported image. On the dark page
 * more is brighter: the navy ramp runs the other way, from a navy just off the page to the palette's
 * lightest, so the largest figures stand out as they do in light.
 */
export type MapPalette = { range: readonly string[]; noFigure: string; border: string; text: string; page: string };

export const mapPalettes: Record<'light' | 'dark', MapPalette> = {
  light: { range: mapColorRange, noFigure: '#e9ecef', border: mapBorders.light, text: '#212529', page: '#ffffff' },
  // Mantine's dark page (dark-7) and text (dark-0); no figure in dark-5, a grey the ramp never reaches.
  dark: {
    range: ['#1d3461', '#2c57aa', '#83a0d6', '#d9e2f2'],
    noFigure: '#3b3b3b',
    border: mapBorders.dark,
    text: '#c9c9c9',
    page: '#242424',
  },
};
