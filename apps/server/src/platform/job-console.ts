// The administrator console's view of the job queue (issue 19): queued or failed jobs, paged and
// sorted on the server with their last error (never their payload), and retrying a failed job.
// A retry is refused unless the job is still failed, so two administrators cannot run it twice.
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type { ConsoleJobRow, JobListQuery } from '@mti/contracts/admin/console-passport';
import { JOB_NOT_FAILED } from '@mti/contracts/admin/console-passport';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from './audit.ts';
import { type Db, rowsOf, withTransaction } from './db.ts';
import { AppError, notFound } from './errors.ts';
import { allListRows, type PagedListSpec, pagedList } from './paged-list.ts';

type JobSort = JobListQuery['sort'];

function jobListSpec(query: JobListQuery): PagedListSpec<JobSort> {
  return {
    select: sql`select id, kind, state, attempts, max_attempts,
                  to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as run_at, last_error from jobs`,
    sortColumns: { id: sql`id`, kind: sql`kind`, attempts: sql`attempts`, run_at: sql`jobs.run_at` },
    tieBreaker: sql`id`,
    searchColumns: [sql`kind`, sql`coalesce(last_error, '')`],
    where: [sql`state = ${query.state}`],
  };
}

const rowOf = (r: ConsoleJobRow): ConsoleJobRow => ({ ...r, id: Number(r.id) });

export async function listConsoleJobs({ db, query }: { db: Db; query: JobListQuery }) {
  const { rows, total } = await pagedList<JobSort, ConsoleJobRow>(db, jobListSpec(query), query);
  return { rows: rows.map(rowOf), total, page: query.page, page_size: query.page_size };
}

export async function exportConsoleJobs({ db, query }: { db: Db; query: JobListQuery }) {
  return (await allListRows<JobSort, ConsoleJobRow>(db, jobListSpec(query), query, CONSOLE_EXPORT_MAX_ROWS)).map(rowOf);
}

/** Queues a failed job again at once with fresh attempts; audited with before and after in the same transaction. */
export async function retryFailedJob({
  db,
  jobId,
  actor,
  ip,
}: {
  db: Db;
  jobId: number;
  actor: string;
  ip: string | null;
}): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await rowsOf<{ state: string; attempts: number; last_error: string | null; kind: string }>(
      tx,
      sql`select state, attempts, last_error, kind from jobs where id = ${jobId} for update`,
    );
    if (!before) throw notFound();
    if (before.state !== 'failed') throw new AppError(409, 'job_not_failed', JOB_NOT_FAILED);
    await tx.execute(sql`update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null,
        locked_by = null, locked_until = null where id = ${jobId}`);
    await writeAuditChange(tx, {
      actor,
      action: 'console.job.retried',
      subject: String(jobId),
      ip,
      before: { state: before.state, attempts: before.attempts, last_error: before.last_error },
      after: { state: 'queued', attempts: 0, last_error: before.last_error },
      detail: { kind: before.kind },
    });
  });
}
