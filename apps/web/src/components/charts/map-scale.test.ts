import { describe, expect, it } from 'vitest';
import { mapBorders, mapPalettes } from './chart-theme.ts';
import { choroplethOption } from './choropleth-option.ts';
import { abbreviateValue, colourDomain } from './map-scale.ts';
import { mapCaption } from './us-analysis-map.tsx';

const values = [
  { name: 'Ohio', value: 1_200_000 },
  { name: 'Texas', value: 3_400_000 },
  { name: 'Vermont', value: 50_000 },
  { name: 'Other', value: 90_000_000 },
  { name: 'Total', value: 94_650_000 },
  { name: 'Grand total', value: 94_650_000 },
  { name: 'Maine', value: null },
];

describe('the map colour scale', () => {
  it('spans the states only: Other and totals never set its ends', () => {
    expect(colourDomain(values)).toEqual({ min: 50_000, max: 3_400_000 });
  });

  it('is what the chart draws, and Other and totals are not areas of the map', () => {
    const option = choroplethOption({ map: 'm', values, formatLegend: (v) => abbreviateValue(v, 'currency') });
    expect([option.visualMap.min, option.visualMap.max]).toEqual([50_000, 3_400_000]);
    expect(option.visualMap.text).toEqual(['$3.4M', '$50K']);
    expect(option.series[0]?.data.map((d) => d.name)).toEqual(['Ohio', 'Texas', 'Vermont']);
  });

  it('widens a flat scale so that one state still gets a colour', () => {
    expect(colourDomain([{ name: 'Ohio', value: 5 }])).toEqual({ min: 5, max: 6 });
  });
});

describe('the map legend and caption', () => {
  it('abbreviates figures', () => {
    expect(abbreviateValue(1_234_567, 'currency')).toBe('$1.2M');
    expect(abbreviateValue(7_070_000_000, 'currency')).toBe('$7.1B');
    expect(abbreviateValue(34_500, 'integer')).toBe('34.5K');
    expect(abbreviateValue(12.345, 'percent')).toBe('12.3%');
  });

  it('names the measure, the level and the filters', () => {
    expect(mapCaption('Orders', 'state', ['Year: 2024', 'Region: Midwest'])).toBe(
      'Orders by state — Year: 2024; Region: Midwest',
    );
    expect(mapCaption('Employment', 'county', [])).toBe('Employment by county — all data');
  });
});

describe('the borders between areas', () => {
  // The county drawing strokes its paths with its palette's border (result-chart.test.tsx checks it).
  it("are the one rule's in each scheme on the ECharts maps too, not ECharts' own grey", () => {
    const light = choroplethOption({ map: 'm', values }).series[0]?.itemStyle;
    expect(light?.borderColor).toBe(mapBorders.light);
    expect(light?.borderColor).toBe('#ffffff');
    const dark = choroplethOption({ map: 'm', values, palette: mapPalettes.dark }).series[0]?.itemStyle;
    expect(dark?.borderColor).toBe(mapBorders.dark);
    expect(mapPalettes.light.border).toBe(mapBorders.light);
  });
});
