// Export of the analysis as the table the analyzer shows: CSV or Excel, written by the server from
// the same definition (decision 015), downloaded under the analysis title.

import { Button, Menu, VisuallyHidden } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, ExportFormat } from '@mti/contracts/analytics/analyzer-api';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { showToast } from '../../../components/toast.ts';
import { portalRefusedSession } from '../../../lib/analytics-session.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useExportAnalysis } from '../api/export-analysis.ts';

export const EXPORT_FAILED_MSG = 'The export could not be made. Please try again.';

export function ExportMenu({
  definition,
  result,
}: {
  definition: AnalysisDefinitionInput;
  /** The result on screen; without one (not run yet, or failed) there is nothing to export. */
  result: AnalysisResult | undefined;
}) {
  const exporting = useExportAnalysis();

  const run = (format: ExportFormat) => {
    exporting.mutate(
      { definition, format },
      {
        onError: (error) => {
          // A dead portal session already went to its status page.
          if (portalRefusedSession(error)) return;
          showToast({
            tone: 'error',
            title: 'Export failed',
            message: serverMessageOr(error, EXPORT_FAILED_MSG),
          });
        },
      },
    );
  };

  return (
    <>
      <VisuallyHidden role="status">{exporting.isPending ? 'Exporting…' : ''}</VisuallyHidden>
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={exporting.isPending}
            disabled={!result}
            title={result ? undefined : 'Run the analysis first to export it.'}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => run('csv')}>
            CSV (.csv)
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => run('xlsx')}>
            Excel (.xlsx)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
