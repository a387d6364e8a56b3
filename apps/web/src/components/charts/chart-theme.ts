// The one chart theme, built from the Mantine palette of app/theme.ts (navy first, amber as the
// accent, then calm contrasting hues), for the light and the dark colour scheme.
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
    textStyle: { color: text, fontFamily: "'Inter Variable', system-ui, sans-serif" },
    title: { textStyle: { color: text } },
    legend: { textStyle: { color: text } },
    categoryAxis: axisStyle,
    valueAxis: axisStyle,
    timeAxis: axisStyle,
    visualMap: { textStyle: { color: text } },
  };
}

export const chartThemes = { light: themeFor('light'), dark: themeFor('dark') } as const;
/** Choropleth colours from light to dark navy: more is darker in both schemes' map areas. */
export const mapColorRange = ['#d9e2f2', '#83a0d6', '#2c57aa', '#14284b'];
