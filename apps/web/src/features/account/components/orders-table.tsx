// Orders (past 12 months): Date, Total, Summary, Order # — or 'No orders.' (spec §2).
import type { OrderRecord } from '@mti/contracts/account/account-api';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatUsd } from '../../../lib/money.ts';
import { formatOrderDate, NO_ORDERS } from '../account-texts.ts';
import { sanitizeOrderDescription } from '../order-description.ts';

const columns: DataTableColumn<OrderRecord>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (order) => <time dateTime={order.created_date}>{formatOrderDate(order.created_date)}</time>,
    sortValue: (order) => Date.parse(order.created_date),
    width: 130,
  },
  { key: 'total', header: 'Total', cell: (order) => formatUsd(order.total), sortValue: (o) => o.total, numeric: true },
  {
    key: 'summary',
    header: 'Summary',
    // Sanitised just above: only text formatting is left.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the order description is HTML by contract (spec §3).
    cell: (order) => <span dangerouslySetInnerHTML={{ __html: sanitizeOrderDescription(order.description) }} />,
  },
  { key: 'id', header: 'Order #', cell: (order) => order.id, sortValue: (o) => o.id, numeric: true, width: 110 },
];

export function OrdersTable({ orders, loading }: { orders: readonly OrderRecord[]; loading: boolean }) {
  return (
    <DataTable
      label="Orders (past 12 months)"
      columns={columns}
      rows={orders}
      rowKey={(order) => String(order.id)}
      loading={loading}
      emptyState={NO_ORDERS}
      initialSort={{ key: 'date', direction: 'descending' }}
      maxHeight="none"
    />
  );
}
