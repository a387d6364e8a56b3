// One of a result's measures, for a view that shows one at a time (the map, the base-case table).
import { Select } from '@mantine/core';

type Props = {
  label: string;
  measures: readonly { id: string; label: string }[];
  value: string | null;
  onChange: (id: string) => void;
};

/** Nothing when the result has only one measure: there is nothing to choose. */
export function MeasureSelect({ label, measures, value, onChange }: Props) {
  if (measures.length < 2) return null;
  return (
    <Select
      size="xs"
      w={260}
      label={label}
      data={measures.map((m) => ({ value: m.id, label: m.label }))}
      value={value}
      allowDeselect={false}
      onChange={(id) => id && onChange(id)}
    />
  );
}
