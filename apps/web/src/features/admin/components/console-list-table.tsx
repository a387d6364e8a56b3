// A console list's table (decision 050): the shared server-paged table whose footer exports the list's
// CSV from /api/admin/console/<list>/export with the same query. A refused load leads to the console's
// start page.
import { ServerListTable, type ServerListTableProps } from '../../../components/server-list-table.tsx';
import { exportConsoleList, type ListParams } from '../api/console-list.ts';
import { CONSOLE_HOME } from './console-load-error.tsx';

type Props<Row> = Omit<ServerListTableProps<Row>, 'onExport' | 'elsewhere'> & {
  /** The list's path under /api/admin/console and its CSV's file name. */
  list: string;
  fileName: string;
  params: ListParams;
};

export function ConsoleListTable<Row>({ list, fileName, params, ...table }: Props<Row>) {
  return (
    <ServerListTable {...table} elsewhere={CONSOLE_HOME} onExport={() => exportConsoleList(list, params, fileName)} />
  );
}
