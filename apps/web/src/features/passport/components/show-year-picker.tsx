// The show-year picker of every passport screen: the shows and years the company has a passport for.
import { Select } from '@mantine/core';
import type { PassportShowYear } from '@mti/contracts/passport/passport-api';

type ShowYearPickerProps = {
  showYears: readonly PassportShowYear[];
  value: string;
  onChange: (showYear: string) => void;
};

export function ShowYearPicker({ showYears, value, onChange }: ShowYearPickerProps) {
  return (
    <Select
      label="Show year"
      data={showYears.map((s) => ({ value: s.show_year, label: `${s.show_name} ${s.year}` }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      w={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
