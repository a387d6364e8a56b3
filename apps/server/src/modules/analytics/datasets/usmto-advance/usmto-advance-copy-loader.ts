// DuckDB's copy of the USMTO in Advance aggregate: the PostgreSQL table as it is.
import { tableCopyLoader } from '../../table-copy.ts';

export const loadUsmtoAdvanceCopy = tableCopyLoader([
  {
    name: 'usmto_advance_figures',
    select:
      'select period, category, units, orders_dollars::float8 as orders_dollars, contributors from usmto_advance_figures',
    columns: [
      { name: 'period', type: 'DATE' },
      { name: 'category', type: 'VARCHAR' },
      { name: 'units', type: 'BIGINT' },
      { name: 'orders_dollars', type: 'DOUBLE' },
      { name: 'contributors', type: 'INTEGER' },
    ],
  },
]);
