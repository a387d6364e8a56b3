// The map's choices: states or counties, the industry, the measure and the year. Native selects:
// every browser and screen reader knows them, and the keyboard types to pick.
import { Group, NativeSelect } from '@mantine/core';
import {
  ALL_INDUSTRIES,
  MARKET_MEASURES,
  type MarketLevel,
  type MarketMeasure,
} from '@mti/contracts/markets/markets-api';
import { MEASURE_LABELS } from '../market-format.ts';

export type MarketChoice = { level: MarketLevel; industry: string; measure: MarketMeasure; year: string | undefined };

export type MarketPickersProps = {
  choice: MarketChoice;
  industries: ReadonlyArray<{ key: string; label: string; level: 'subsector' | 'industry' }>;
  years: readonly string[];
  onChange: (next: MarketChoice) => void;
};

export function MarketPickers({ choice, industries, years, onChange }: MarketPickersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Show"
        value={choice.level}
        data={[
          { value: 'state', label: 'States' },
          { value: 'county', label: 'Counties' },
        ]}
        onChange={(e) => onChange({ ...choice, level: e.currentTarget.value as MarketLevel })}
      />
      <NativeSelect
        label="Industry"
        value={choice.industry}
        w={{ base: '100%', sm: 380 }}
        data={[
          { value: ALL_INDUSTRIES, label: 'All manufacturing (NAICS 31–33)' },
          ...industries.map((i) => ({
            value: i.key,
            // 4-digit industries indented under their subsector.
            label: i.level === 'industry' ? `\u00a0\u00a0\u00a0${i.label}` : i.label,
          })),
        ]}
        onChange={(e) => onChange({ ...choice, industry: e.currentTarget.value })}
      />
      <NativeSelect
        label="Measure"
        value={choice.measure}
        data={MARKET_MEASURES.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
        onChange={(e) => onChange({ ...choice, measure: e.currentTarget.value as MarketMeasure })}
      />
      <NativeSelect
        label="Year"
        value={choice.year ?? years.at(-1) ?? ''}
        data={years.map((y) => ({ value: y, label: y }))}
        onChange={(e) => onChange({ ...choice, year: e.currentTarget.value })}
      />
    </Group>
  );
}
