// Grand totals and subtotals switches.
import { Stack, Switch } from '@mantine/core';
import { setTotals, type TotalsInput } from '../analysis-edits.ts';
import type { PanelProps } from '../panel-props.ts';

const SWITCHES: Array<[keyof TotalsInput, string, boolean]> = [
  ['row_grand_total', 'Grand total row', true],
  ['column_grand_total', 'Grand total column', true],
  ['subtotals', 'Subtotals (two or more dimensions on an axis)', false],
];

export function TotalsSection({ definition, onEdit }: Pick<PanelProps, 'definition' | 'onEdit'>) {
  return (
    <Stack gap={8}>
      {SWITCHES.map(([key, label, fallback]) => (
        <Switch
          key={key}
          size="sm"
          label={label}
          checked={definition.totals?.[key] ?? fallback}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            onEdit((d) => setTotals(d, { [key]: checked }));
          }}
        />
      ))}
    </Stack>
  );
}
