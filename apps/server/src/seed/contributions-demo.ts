// Sample data of member contributions (issue 17), relative to the month the seed runs in:
// `contributor` uploaded AGMA MMTR reports for the last six months (one month twice, so a
// replaced version shows in its history) and submitted USMTO in Advance for eleven closed months;
// eight sample contributors (no accounts) submitted every one of the last twelve months, so the
// closed months' aggregates pass the confidentiality rules. Additive manufacturing is reported
// by only four of them in odd months: there it is withheld, and the total with it.

import { Readable } from 'node:stream';
import { USMTO_ADVANCE_CATEGORIES } from '@mti/contracts/contributions/usmto-advance-api';
import { easternWallClock } from '@mti/contracts/contributions/usmto-advance-deadline';
import { hasAgmaUploads, type SubmissionRow, saveSampleSubmissions } from '../modules/contributions/provisioning.ts';
import { submitUsmtoAdvance, uploadAgmaReport } from '../modules/contributions/service.ts';
import type { Db } from '../platform/db.ts';
import { createRandom } from '../platform/random.ts';

export const CONTRIBUTOR = { userId: 'contributor', siteId: '101601', sessionId: 'seed', actingAdmin: null };
const SAMPLE_CONTRIBUTORS = Array.from({ length: 8 }, (_, i) => `sample-contributor-${String(i + 1).padStart(2, '0')}`);
const QUOTA = 1024 * 1024 * 1024;

/** The month `back` months before the seed's month, as [year, month 1–12]. */
function monthsBack(today: Date, back: number): [number, number] {
  const index = today.getUTCFullYear() * 12 + today.getUTCMonth() - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}
const periodOf = ([year, month]: [number, number]) => `${year}-${String(month).padStart(2, '0')}`;
const lastDayOf = ([year, month]: [number, number]) =>
  `${periodOf([year, month])}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;

/** A sample AGMA MMTR file: every report (1–9 but 6) with twenty items. */
export function sampleAgmaCsv(rptDate: string, seed: number): string {
  const random = createRandom(seed);
  const lines = ['report_id,item_no,rpt_date,units,orders_dollars,shipments_dollars'];
  for (const report of [1, 2, 3, 4, 5, 7, 8, 9])
    for (let item = 3; item < 23; item++)
      lines.push(
        `${report},${item},${rptDate},${random.int(0, 400)},${random.int(1000, 900000)}.${String(random.int(0, 99)).padStart(2, '0')},${random.int(1000, 900000)}.00`,
      );
  return `${lines.join('\n')}\n`;
}

export async function seedContributions(db: Db, today = new Date()): Promise<void> {
  if (await hasAgmaUploads({ db })) return;
  for (let back = 6; back >= 1; back--) {
    const month = monthsBack(today, back);
    const rptDate = lastDayOf(month);
    const uploads = back === 2 ? [1, 2] : [1];
    for (const attempt of uploads) {
      const content = Buffer.from(sampleAgmaCsv(rptDate, back * 10 + attempt));
      await uploadAgmaReport({
        db,
        user: CONTRIBUTOR,
        fileName: `mmtr-${rptDate}${attempt > 1 ? '-corrected' : ''}.csv`,
        stream: Readable.from([content]),
        content: async () => content,
        quotaBytes: QUOTA,
        now: easternWallClock(month[0], month[1], 28, 9 + attempt),
      });
    }
  }

  const random = createRandom(1701);
  const rows: SubmissionRow[] = [];
  for (let back = 12; back >= 1; back--) {
    const month = monthsBack(today, back);
    const period = periodOf(month);
    const [nextYear, nextMonth] = monthsBack(today, back - 1);
    const submittedAt = easternWallClock(nextYear, nextMonth, 10, 12);
    SAMPLE_CONTRIBUTORS.forEach((siteId, i) => {
      for (const category of USMTO_ADVANCE_CATEGORIES) {
        const reports = category.key !== 'additive' || month[1] % 2 === 0 || i < 4;
        rows.push({
          siteId,
          period,
          category: category.key,
          units: reports ? random.int(20, 60) : 0,
          ordersDollars: reports ? `${random.int(2_000_000, 5_000_000)}.00` : '0.00',
          submittedAt,
        });
      }
    });
    // The contributor leaves last month for the demo to submit (when it is still open).
    if (back >= 2)
      await submitUsmtoAdvance({
        db,
        user: CONTRIBUTOR,
        period,
        now: submittedAt,
        quotaBytes: QUOTA,
        body: {
          lines: USMTO_ADVANCE_CATEGORIES.map((c) => ({
            category: c.key,
            units: String(random.int(20, 60)),
            orders_dollars: `${random.int(2_000_000, 5_000_000)}.50`,
          })),
        },
      });
  }
  await saveSampleSubmissions({ db, rows });
}
