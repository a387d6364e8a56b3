// USMTO in Advance: a participant submits the month's orders until the 15th of the next month,
// 8 PM Eastern; after that the month is released once (frozen), to those who submitted at once
// and to everyone else from the 1st of the following month (give to get).

import {
  type SubmitUsmtoAdvanceBody,
  USMTO_ADVANCE_BEING_RELEASED,
  USMTO_ADVANCE_CATEGORIES,
  USMTO_ADVANCE_CLOSED,
  USMTO_ADVANCE_CONTRIBUTOR_ROLE,
  USMTO_ADVANCE_NOT_A_CONTRIBUTOR,
  USMTO_ADVANCE_NOT_OPEN,
  USMTO_ADVANCE_NOT_RELEASED,
  USMTO_ADVANCE_PARTICIPANTS_FIRST,
  type UsmtoAdvanceAggregate,
  type UsmtoAdvanceStatus,
} from '@mti/contracts/contributions/usmto-advance-api';
import {
  easternLabel,
  openUsmtoAdvancePeriod,
  periodLabel,
  usmtoAdvanceDeadline,
  usmtoAdvancePublicRelease,
} from '@mti/contracts/contributions/usmto-advance-deadline';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { saveDocumentInHome } from '../files/service.ts';
import { getEntitlements, getUserDetails } from '../identity/service.ts';
import { type Contribution, protectAggregate } from './aggregate-disclosure.ts';
import {
  findRelease,
  hasSubmitted,
  listSubmissionsOf,
  listSubmissionsOfPeriod,
  replaceSubmission,
} from './usmto-advance-queries.ts';

export async function getUsmtoAdvanceStatus({
  db,
  siteId,
  now,
}: {
  db: Db;
  siteId: string;
  now: Date;
}): Promise<UsmtoAdvanceStatus> {
  const open = openUsmtoAdvancePeriod(now);
  const { roles } = await getEntitlements({ db, siteId });
  const byPeriod = new Map<string, UsmtoAdvanceStatus['submissions'][number]>();
  for (const row of await listSubmissionsOf(db, siteId)) {
    const entry = byPeriod.get(row.period) ?? {
      period: row.period,
      submitted_at: row.submittedAt.toISOString(),
      lines: [],
    };
    entry.lines.push({ category: row.category, units: row.units, orders_dollars: row.ordersDollars });
    byPeriod.set(row.period, entry);
  }
  return {
    open_period: open,
    may_contribute: roles.includes(USMTO_ADVANCE_CONTRIBUTOR_ROLE),
    deadline: open ? usmtoAdvanceDeadline(open).toISOString() : null,
    now: now.toISOString(),
    submissions: [...byPeriod.values()],
  };
}

/** Refuses a submission for a month that is not the open one, saying whether it closed or is still ahead. */
export function assertOpen(period: string, now: Date): void {
  if (openUsmtoAdvancePeriod(now) === period) return;
  const deadline = usmtoAdvanceDeadline(period);
  if (now >= deadline)
    throw badRequest('period_closed', USMTO_ADVANCE_CLOSED(periodLabel(period), easternLabel(deadline)), 'period');
  throw badRequest('period_not_open', USMTO_ADVANCE_NOT_OPEN(periodLabel(period)), 'period');
}

/** Participation is tied to the product role: a user without it may not submit (403). */
export function assertContributor(roles: readonly string[]): void {
  if (!roles.includes(USMTO_ADVANCE_CONTRIBUTOR_ROLE))
    throw new AppError(403, 'not_a_contributor', USMTO_ADVANCE_NOT_A_CONTRIBUTOR);
}

/** The submission as the participant's file in My Files. */
function submissionCsv(body: SubmitUsmtoAdvanceBody): Buffer {
  const lines = body.lines.map((l) => `${l.category},${l.units},${l.orders_dollars}`);
  return Buffer.from(`category,units,orders_dollars\n${lines.join('\n')}\n`);
}

export async function submitUsmtoAdvance({
  db,
  user,
  period,
  body,
  now,
  quotaBytes,
}: {
  db: Db;
  user: AuthenticatedUser;
  period: string;
  body: SubmitUsmtoAdvanceBody;
  now: Date;
  quotaBytes: number;
}): Promise<UsmtoAdvanceStatus> {
  const { timss_customer, roles } = await getUserDetails({ db, user });
  assertContributor(roles);
  assertOpen(period, now);
  await withTransaction(db, async (tx) => {
    await replaceSubmission(
      tx,
      body.lines.map((l) => ({
        siteId: user.siteId,
        period,
        category: l.category,
        units: Number(l.units),
        ordersDollars: l.orders_dollars,
        submittedAt: now,
      })),
    );
    await saveDocumentInHome({
      db: tx,
      owner: { siteId: user.siteId, timssCustomer: timss_customer },
      fileName: `USMTO in Advance ${period}`,
      extension: '.csv',
      content: submissionCsv(body),
      overwrite: true,
      quotaBytes,
    });
  });
  return getUsmtoAdvanceStatus({ db, siteId: user.siteId, now });
}

/** The seed's sample contributors (seed/contributions-demo.ts) have site ids with this prefix. */
export const SAMPLE_CONTRIBUTOR_PREFIX = 'sample-';

export type Figures = Pick<UsmtoAdvanceAggregate, 'contributors' | 'sample_data' | 'categories' | 'total'>;

/** The month's aggregate from its submissions, with the confidentiality rules applied. */
export async function computeFigures(db: Db, period: string): Promise<Figures> {
  const rows = await listSubmissionsOfPeriod(db, period);
  const groups: Contribution[][] = USMTO_ADVANCE_CATEGORIES.map((c) =>
    rows
      .filter((r) => r.category === c.key)
      .map((r) => ({ contributor: r.siteId, units: r.units, dollars: Number(r.ordersDollars) })),
  );
  const { cells, total } = protectAggregate(groups);
  return {
    contributors: new Set(rows.map((r) => r.siteId)).size,
    sample_data: rows.some((r) => r.siteId.startsWith(SAMPLE_CONTRIBUTOR_PREFIX)),
    categories: USMTO_ADVANCE_CATEGORIES.map((c, i) => ({
      category: c.key,
      label: c.label,
      ...(cells[i] as Figures['total']),
    })),
    total,
  };
}

/** The month's aggregate: after the deadline, to submitters first; computed once and frozen. */
export async function getUsmtoAdvanceAggregate({
  db,
  siteId,
  period,
  now,
}: {
  db: Db;
  siteId: string;
  period: string;
  now: Date;
}): Promise<UsmtoAdvanceAggregate> {
  const deadline = usmtoAdvanceDeadline(period);
  const publicRelease = usmtoAdvancePublicRelease(period);
  const label = periodLabel(period);
  if (now < deadline)
    throw new AppError(403, 'not_released', USMTO_ADVANCE_NOT_RELEASED(label, easternLabel(deadline)));
  if (now < publicRelease && !(await hasSubmitted(db, siteId, period)))
    throw new AppError(403, 'participants_first', USMTO_ADVANCE_PARTICIPANTS_FIRST(label, easternLabel(publicRelease)));
  // Released by the task at the deadline (usmto-advance-release.ts), never on first read.
  const release = await findRelease(db, period);
  if (!release) throw new AppError(403, 'not_released', USMTO_ADVANCE_BEING_RELEASED(label));
  return {
    period,
    released_at: release.releasedAt.toISOString(),
    public_release: publicRelease.toISOString(),
    ...(release.figures as Figures),
  };
}
