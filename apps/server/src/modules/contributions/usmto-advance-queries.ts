// SQL of USMTO in Advance: submissions per participant and month, and the frozen releases.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { usmtoAdvanceReleases, usmtoAdvanceSubmissions } from './schema.ts';

export type SubmissionRow = typeof usmtoAdvanceSubmissions.$inferSelect;

export async function replaceSubmission(db: Db, rows: readonly SubmissionRow[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  await db
    .delete(usmtoAdvanceSubmissions)
    .where(and(eq(usmtoAdvanceSubmissions.siteId, first.siteId), eq(usmtoAdvanceSubmissions.period, first.period)));
  await db.insert(usmtoAdvanceSubmissions).values([...rows]);
}

export function listSubmissionsOf(db: Db, siteId: string): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(usmtoAdvanceSubmissions)
    .where(eq(usmtoAdvanceSubmissions.siteId, siteId))
    .orderBy(desc(usmtoAdvanceSubmissions.period), asc(usmtoAdvanceSubmissions.category));
}

export async function hasSubmitted(db: Db, siteId: string, period: string): Promise<boolean> {
  const [row] = await db
    .select({ siteId: usmtoAdvanceSubmissions.siteId })
    .from(usmtoAdvanceSubmissions)
    .where(and(eq(usmtoAdvanceSubmissions.siteId, siteId), eq(usmtoAdvanceSubmissions.period, period)))
    .limit(1);
  return row !== undefined;
}

export function listSubmissionsOfPeriod(db: Db, period: string): Promise<SubmissionRow[]> {
  return db.select().from(usmtoAdvanceSubmissions).where(eq(usmtoAdvanceSubmissions.period, period));
}

export async function findRelease(db: Db, period: string): Promise<{ releasedAt: Date; figures: unknown } | null> {
  const [row] = await db.select().from(usmtoAdvanceReleases).where(eq(usmtoAdvanceReleases.period, period));
  return row ?? null;
}

/** The first release wins: a second run computing it at the same moment keeps the first (false). */
export async function insertRelease(db: Db, period: string, releasedAt: Date, figures: unknown): Promise<boolean> {
  const rows = await db
    .insert(usmtoAdvanceReleases)
    .values({ period, releasedAt, figures })
    .onConflictDoNothing()
    .returning({ period: usmtoAdvanceReleases.period });
  return rows.length > 0;
}

/** Months with submissions and no release yet. */
/**
 * Months without a release: every month from the first one anybody submitted for (or that was
 * released) through `through`, so that a month nobody submitted for still gets its withheld
 * report however long the task did not run, and any later month with submissions.
 */
export async function listUnreleasedPeriods(db: Db, through: string): Promise<string[]> {
  const rows = await rowsOf<{ period: string }>(
    db,
    sql`with known as (
          select period from usmto_advance_submissions union select period from usmto_advance_releases
        ), months as (
          select to_char(m, 'YYYY-MM') as period
            from (select min(period) as first from known) b,
                 generate_series(to_date(b.first || '-01', 'YYYY-MM-DD'), to_date(${through} || '-01', 'YYYY-MM-DD'),
                                 interval '1 month') m
           where b.first is not null
          union
          select period from usmto_advance_submissions
        )
        select period from months
         where not exists (select 1 from usmto_advance_releases r where r.period = months.period)
         order by period`,
  );
  return rows.map((r) => r.period);
}

export async function listUnpublishedReleases(db: Db): Promise<{ period: string; figures: unknown }[]> {
  return db
    .select({ period: usmtoAdvanceReleases.period, figures: usmtoAdvanceReleases.figures })
    .from(usmtoAdvanceReleases)
    .where(isNull(usmtoAdvanceReleases.publishedAt))
    .orderBy(asc(usmtoAdvanceReleases.period));
}

/** Marks the release published; false when another run did it first. */
export async function markPublished(db: Db, period: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(usmtoAdvanceReleases)
    .set({ publishedAt: at })
    .where(and(eq(usmtoAdvanceReleases.period, period), isNull(usmtoAdvanceReleases.publishedAt)))
    .returning({ period: usmtoAdvanceReleases.period });
  return rows.length > 0;
}
