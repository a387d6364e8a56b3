// The CSV export of a period's submissions: one line per organisation that started the period,
// figures first, then each metal's and market's shares.
import { toCsv } from '../../platform/csv.ts';
import type { ExportRow } from './period-queries.ts';

export function submissionsCsv(reportingPeriod: string, rows: readonly ExportRow[]): string {
  const metalNames = [...new Set(rows.flatMap((row) => row.metal.map((m) => m.name)))];
  const marketNames = [...new Set(rows.flatMap((row) => row.market.map((m) => m.name)))];
  const header = [
    'reporting_period',
    'organisation',
    'status',
    'mod_date_time',
    'reported_by',
    'shipment_amount_usd',
    'shipment_english_tons',
    'booking_amount_usd',
    ...metalNames.flatMap((name) => [`${name} usd_pct`, `${name} english_tons_pct`]),
    ...marketNames.map((name) => `${name} usd_pct`),
  ];
  const lines = rows.map((row) => [
    reportingPeriod,
    row.organisationName,
    row.isSubmitted ? 'submitted' : 'pending',
    row.modDateTime.toISOString(),
    row.reportedBy,
    row.shipmentUsd,
    row.shipmentTons,
    row.bookingUsd,
    ...metalNames.flatMap((name) => {
      const metal = row.metal.find((m) => m.name === name);
      return [metal?.usdPct ?? '', metal?.englishTonsPct ?? ''];
    }),
    ...marketNames.map((name) => row.market.find((m) => m.name === name)?.usdPct ?? ''),
  ]);
  return toCsv([header, ...lines]);
}
