// The USMTO in Advance release task (decision 066), a recurring job: at a month's deadline it
// freezes the month's aggregate once (the figures every reader then gets); at the month's public
// release date it copies the published cells into the analytics dataset `usmto-advance`.
import { addMonths, monthOfDate } from '@mti/contracts/common/month';
import { usmtoAdvanceDeadline, usmtoAdvancePublicRelease } from '@mti/contracts/contributions/usmto-advance-deadline';
import { type Db, withTransaction } from '../../platform/db.ts';
import { type PublishedCell, publishUsmtoAdvanceMonth } from '../analytics/service.ts';
import {
  insertRelease,
  listUnpublishedReleases,
  listUnreleasedPeriods,
  markPublished,
} from './usmto-advance-queries.ts';
import { computeFigures, type Figures } from './usmto-advance-service.ts';

export const USMTO_ADVANCE_RELEASE_JOB = 'usmto-advance-release';
/** The task runs every minute: a month is released within a minute of its deadline. */
export const USMTO_ADVANCE_RELEASE_EVERY_MS = 60_000;

function publishedCells(figures: Figures): PublishedCell[] {
  return figures.categories.flatMap((c) =>
    c.suppressed === null && c.units !== null && c.orders_dollars !== null && c.contributors !== null
      ? [{ category: c.label, units: c.units, ordersDollars: c.orders_dollars, contributors: c.contributors }]
      : [],
  );
}

/** Releases every month whose deadline has passed and publishes every release whose public date has come. */
export async function releaseDueMonths({ db, now }: { db: Db; now: Date }): Promise<{
  released: string[];
  published: string[];
}> {
  // The last two months too, so that a month nobody submitted still gets its (withheld) report
  // before anybody has submitted anything.
  const lastMonth = addMonths(monthOfDate(now), -1);
  const recent = [addMonths(lastMonth, -1), lastMonth];
  const candidates = [...new Set([...(await listUnreleasedPeriods(db, lastMonth)), ...recent])].sort();
  const released: string[] = [];
  for (const period of candidates) {
    if (usmtoAdvanceDeadline(period) > now) continue;
    // insertRelease keeps the first release: a second run, or another instance, changes nothing.
    const inserted = await withTransaction(db, async (tx) =>
      insertRelease(tx, period, now, await computeFigures(tx, period)),
    );
    if (inserted) released.push(period);
  }
  const published: string[] = [];
  for (const release of await listUnpublishedReleases(db)) {
    if (usmtoAdvancePublicRelease(release.period) > now) continue;
    await withTransaction(db, async (tx) => {
      if (!(await markPublished(tx, release.period, now))) return;
      await publishUsmtoAdvanceMonth({
        db: tx,
        period: release.period,
        cells: publishedCells(release.figures as Figures),
      });
      published.push(release.period);
    });
  }
  return { released, published };
}
