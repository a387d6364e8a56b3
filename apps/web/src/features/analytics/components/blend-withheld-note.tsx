// Above the result of a colleague's shared analysis whose blend they cannot read (decision 080):
// what is left out and why, so the figures are not taken for the owner's whole analysis.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { WithheldBlend } from '../shared-blend.ts';

export function BlendWithheldNote({ withheld, owner }: { withheld: WithheldBlend; owner: string }) {
  const columns = withheld.columns.map((c) => `“${c}”`).join(', ');
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title="Shown without the blended columns">
      This analysis blends “{withheld.table}”, a table {owner} uploaded, which only they can read. You see it without{' '}
      {columns} and what is calculated from them; a copy you save leaves them out too.
    </Alert>
  );
}
