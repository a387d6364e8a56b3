// "Export rows (CSV)": every row of the drill-down (all its pages), written by the server with the
// same filters as the dialog's pages; a failure is said beside the button.
import { Button, Group, Text } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { serverMessageOr } from '../../../lib/server-message.ts';
import type { DrilldownCell } from '../api/drill-down.ts';
import { useExportDrillDown } from '../api/export-drill-down.ts';

type Props = { definition: AnalysisDefinitionInput; cell: DrilldownCell };

export function DrilldownExportButton({ definition, cell }: Props) {
  const exporting = useExportDrillDown();
  return (
    <Group gap="xs">
      {exporting.isError && (
        <Text size="xs" c="red" role="alert">
          {serverMessageOr(exporting.error, 'The rows could not be exported. Please try again.')}
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        loading={exporting.isPending}
        onClick={() => exporting.mutate({ definition, cell })}
      >
        Export rows (CSV)
      </Button>
    </Group>
  );
}
