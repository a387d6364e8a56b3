// DuckDB's copy of the Economic Trends indicators: the PostgreSQL table as it is.
import { tableCopyLoader } from '../../table-copy.ts';

export const loadEconCopy = tableCopyLoader([
  {
    name: 'econ_indicators',
    select: 'select period, indicator, value from econ_indicators',
    columns: [
      { name: 'period', type: 'DATE' },
      { name: 'indicator', type: 'VARCHAR' },
      { name: 'value', type: 'DOUBLE' },
    ],
  },
]);
