// The rows behind a cell or a total, a page at a time, in their columns' formats.
import { Alert, Center, Group, Loader, Modal, Pagination, Text } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatValue } from '../../../components/charts/analysis/value-format.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { DRILLDOWN_PAGE_SIZE, drilldownQuery } from '../api/drill-down.ts';
import { DrilldownExportButton } from './drilldown-export-button.tsx';
import classes from './pivot-table.module.css';
import type { CellPick } from './pivot-table.tsx';

type DrilldownModalProps = {
  definition: AnalysisDefinitionInput;
  pick: CellPick | null;
  onClose: () => void;
};

export function DrilldownModal({ definition, pick, onClose }: DrilldownModalProps) {
  return (
    <Modal
      opened={pick !== null}
      onClose={onClose}
      title={pick ? `Rows of ${pick.title}` : ''}
      // As wide as the rows need (up to the window): Units and Value, the last columns, stay in view.
      size="auto"
      styles={{ content: { maxWidth: 'calc(100vw - 2rem)' } }}
    >
      {pick && <DrilldownRows definition={definition} pick={pick} />}
    </Modal>
  );
}

const integer = new Intl.NumberFormat('en-US');

function DrilldownRows({ definition, pick }: { definition: AnalysisDefinitionInput; pick: CellPick }) {
  const [page, setPage] = useState(1);
  const rows = useQuery(drilldownQuery(definition, pick.cell, page));

  if (rows.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="status" size="sm" aria-label="Loading the rows" />
      </Center>
    );
  }
  if (rows.isError) {
    return (
      <Alert color="red" title="The rows could not be loaded">
        {serverMessageOr(rows.error, 'Please try again.')}
      </Alert>
    );
  }
  const data = rows.data;
  const pages = Math.max(1, Math.ceil(data.total_rows / DRILLDOWN_PAGE_SIZE));
  if (data.total_rows === 0) return <Text c="dimmed">No rows fall in this cell.</Text>;

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {integer.format(data.total_rows)} {data.total_rows === 1 ? 'row' : 'rows'}
          {pages > 1 && `, page ${data.page} of ${integer.format(pages)}`}
        </Text>
        <Group gap="xs">
          {rows.isFetching && <Loader role="status" size="xs" aria-label="Loading the page" />}
          <DrilldownExportButton definition={definition} cell={pick.cell} />
        </Group>
      </Group>
      <div className={classes.scroller} style={{ maxHeight: '60vh' }}>
        <table className={classes.table} aria-label="Rows behind the value">
          <thead>
            <tr>
              {data.columns.map((c) => (
                <th key={c.id} scope="col" style={{ top: 0, textAlign: c.format === 'text' ? 'left' : 'right' }}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a page are positional
              <tr key={r}>
                {data.columns.map((c, i) => {
                  const v = row[i];
                  return (
                    <td
                      key={c.id}
                      className={c.format === 'text' ? undefined : classes.value}
                      // Long names wrap, figures never: on a 1000 px screen Units and Value stay in view.
                      style={{ whiteSpace: c.format === 'text' ? 'normal' : 'nowrap' }}
                    >
                      {typeof v === 'number' ? formatValue(v, c.format) : v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} siblings={1} />
        </Group>
      )}
    </>
  );
}
