// DuckDB's copy of the AWT orders: the PostgreSQL table as it is.
import { tableCopyLoader } from '../../table-copy.ts';

export const loadAwtCopy = tableCopyLoader([
  {
    name: 'awt_orders',
    select: 'select period, region, category, orders, units, value_usd, participants from awt_orders',
    columns: [
      { name: 'period', type: 'DATE' },
      { name: 'region', type: 'VARCHAR' },
      { name: 'category', type: 'VARCHAR' },
      { name: 'orders', type: 'INTEGER' },
      { name: 'units', type: 'INTEGER' },
      { name: 'value_usd', type: 'BIGINT' },
      { name: 'participants', type: 'INTEGER' },
    ],
  },
]);
