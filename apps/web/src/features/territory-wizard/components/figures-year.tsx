// Which data year the figures are for: the latest (the plan keeps no year and follows new data) or
// a fixed one, saved with the plan. Shown only when the data holds more than one year.
import { NativeSelect } from '@mantine/core';

const LATEST = 'latest';

export function FiguresYear({
  year,
  years,
  disabled,
  onChange,
}: {
  /** The plan's year; null for the latest. */
  year: number | null;
  years: readonly number[];
  disabled: boolean;
  onChange: (year: number | null) => void;
}) {
  if (years.length < 2) return null;
  const latest = Math.max(...years);
  return (
    <NativeSelect
      label="Figures for"
      value={year === null ? LATEST : String(year)}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value === LATEST ? null : Number(e.currentTarget.value))}
      data={[
        { value: LATEST, label: `The latest year (${latest})` },
        ...[...years].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) })),
      ]}
      maw={240}
    />
  );
}
