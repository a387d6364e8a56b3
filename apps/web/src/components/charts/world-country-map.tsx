// A choropleth of the world's countries: more is darker. Values are matched to countries by their
// ISO 3166-1 alpha-2 code; the map names each country in English.
import { useMemo } from 'react';
import { choroplethOption } from './choropleth-option.ts';
import { type ChartClick, EChart } from './echart.tsx';
import { countryName, loadWorldCountries, WORLD_COUNTRIES_MAP } from './world-countries-geo.ts';

export type CountryValue = { code: string; value: number | null };

type WorldCountryMapProps = {
  values: readonly CountryValue[];
  ariaLabel: string;
  height?: number | string;
  formatValue?: (value: number) => string;
  /** The pointer entered a country (its alpha-2 code). */
  onCountryHover?: (code: string) => void;
  onCountryClick?: (code: string) => void;
};

export function WorldCountryMap({
  values,
  ariaLabel,
  height = 420,
  formatValue,
  onCountryHover,
  onCountryClick,
}: WorldCountryMapProps) {
  const option = useMemo(
    () =>
      choroplethOption({
        map: WORLD_COUNTRIES_MAP,
        values: values.map((v) => ({ name: countryName(v.code), value: v.value })),
        formatValue,
      }),
    [values, formatValue],
  );
  const codeOf = useMemo(() => new Map(values.map((v) => [countryName(v.code), v.code])), [values]);
  const pick = (handler: ((code: string) => void) | undefined) =>
    handler
      ? (event: ChartClick) => {
          const code = codeOf.get(event.name);
          if (code) handler(code);
        }
      : undefined;

  return (
    <EChart
      option={option}
      ariaLabel={ariaLabel}
      height={height}
      prepare={async (echarts) => {
        if (echarts.getMap(WORLD_COUNTRIES_MAP)) return;
        // biome-ignore lint/suspicious/noExplicitAny: ECharts' GeoJSON type is narrower than the standard one
        echarts.registerMap(WORLD_COUNTRIES_MAP, (await loadWorldCountries()) as any);
      }}
      onClick={pick(onCountryClick)}
      onHover={pick(onCountryHover)}
    />
  );
}
