import { describe, expect, it } from 'vitest';
import { trendCsv, trendFileName } from './trend-csv.ts';

describe('the dashboard trend as CSV', () => {
  it('writes one row per month with the forecast band, blanks where a series has no value', () => {
    const csv = trendCsv({
      title: 'Machine-tool orders: history and 12-month forecast',
      format: 'decimal',
      analysis: null,
      months: ['2026-09', '2026-10', '2026-11'],
      series: [
        { name: 'Actual', values: [410.5, 402, null] },
        { name: 'Forecast', values: [null, null, 398.25] },
      ],
      band: { name: '80% band', from: '2026-11', lower: [null, null, 380], upper: [null, null, 416.5], method: 'm' },
    });
    expect(csv).toBe(
      'Month,Actual,Forecast,80% band low,80% band high\n2026-09,410.5,,,\n2026-10,402,,,\n2026-11,,398.25,380,416.5\n',
    );
    expect(trendFileName('Advanced Workholding Technology')).toBe('advanced-workholding-technology-trend.csv');
  });
});
