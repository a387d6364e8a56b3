// The job queue (decision 027): work that must not run inside a request — every e-mail, recurring
// reconciliations — kept in the jobs table, so that it survives a restart and runs once however
// many server instances there are. A worker claims a due job with FOR UPDATE SKIP LOCKED and holds
// it under a lease; a job whose worker died is taken over when its lease runs out. A temporary
// failure is retried with exponential back-off up to the job's limit; a permanent one (an error
// with `permanent: true`) fails it at once. The payload is cleared when the job ends and is never
// logged; the reason of a failure stays for the administrators (GET /api/admin/jobs).
//
// Modules queue with enqueueJob(db, …) — inside their own database transaction when the job must
// exist exactly when their change does — and define handlers with app.jobs.define(kind, handler).
// Tests build the app with backgroundTasks: false and drain the queue with app.jobs.runUntilEmpty().
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf, withTransaction } from './db.ts';
import { contextLogger, currentRequestId, runWithLogContext } from './log-context.ts';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Attempts of a job before it is failed (its first run included): about an hour of back-off. */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** The first retry waits this long; each next one twice as long, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 30 * 60_000;
/** How long a claim holds before another worker may take the job over; renewed while it runs. */
const LEASE_MS = 2 * 60_000;
const POLL_MS = 1_000;
/** On shutdown, a running job gets this long to finish before it is handed back to the queue. */
const STOP_GRACE_MS = 8_000;
const REASON_MAX_LENGTH = 500;

export type JobPayload = Record<string, unknown>;

export type JobContext = {
  id: number;
  kind: string;
  /** 1 for the first run. */
  attempt: number;
  requestId: string | null;
  /** The worker's log, with this job's id, kind and request id on every line. */
  log: FastifyBaseLogger;
  /** The queue's "now" for this run (tests drain the queue as of a later time). */
  now: Date;
};

export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;

/** A failure that another attempt cannot mend (a bad address, a refused message): the job fails at once. */
export class PermanentJobError extends Error {
  readonly permanent = true;
}

export type EnqueueOptions = {
  kind: string;
  payload?: JobPayload;
  /** The request id of the request that queues the job (its log lines carry it); the current one by default. */
  requestId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
};

/** Queues a job. Pass the caller's transaction to queue it together with the change it follows. */
export async function enqueueJob(db: Db, { kind, payload = {}, requestId, runAt, maxAttempts }: EnqueueOptions) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into jobs (kind, payload, max_attempts, run_at, request_id)
        values (${kind}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts ?? DEFAULT_MAX_ATTEMPTS},
                ${(runAt ?? new Date()).toISOString()}, ${requestId ?? currentRequestId() ?? null})
        returning id`,
  );
  return { id: Number(row?.id) };
}

/** The wait before attempt n + 1 after n failed attempts: 30 s, 1 min, 2 min, … up to 30 min. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_MS);
}

export type JobSummary = {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  requestId: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

type JobListRow = {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: string | Date;
  last_error: string | null;
  request_id: string | null;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  total: number;
};

const dateOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The jobs for the administrators, newest first; never their payload. */
export async function listJobs(
  db: Db,
  { state, page, pageSize }: { state?: JobState; page: number; pageSize: number },
): Promise<{ total: number; jobs: JobSummary[] }> {
  const rows = await rowsOf<JobListRow>(
    db,
    sql`select id, kind, state, attempts, max_attempts, run_at, last_error, request_id, created_at, started_at,
               finished_at, count(*) over ()::int as total
        from jobs ${state ? sql`where state = ${state}` : sql``}
        order by id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = rows[0]?.total ?? (page > 1 ? await countJobs(db, state) : 0);
  return {
    total,
    jobs: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      state: r.state,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
      runAt: dateOf(r.run_at),
      lastError: r.last_error,
      requestId: r.request_id,
      createdAt: dateOf(r.created_at),
      startedAt: r.started_at ? dateOf(r.started_at) : null,
      finishedAt: r.finished_at ? dateOf(r.finished_at) : null,
    })),
  };
}

async function countJobs(db: Db, state: JobState | undefined): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs ${state ? sql`where state = ${state}` : sql``}`,
  );
  return row?.n ?? 0;
}

type ClaimedJob = {
  id: number;
  kind: string;
  payload: JobPayload | null;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
  singleton_key: string | null;
};

type Recurring = { everyMs: number };

/**
 * Called as a job starts running: `run` runs the handler inside the trace (its queries become
 * children of the run), `end` is called once with how the run ended. tracing.ts makes a span of
 * each run when a collector is configured.
 */
export type JobRunTracer = (job: { id: number; kind: string; attempt: number; requestId: string | null }) => {
  run<T>(handler: () => Promise<T>): Promise<T>;
  end(outcome: { state: JobState; reason?: string }): void;
};

export type JobQueue = {
  /** Names the handler of a kind of job. Only kinds defined here are claimed by this worker. */
  define(kind: string, handler: JobHandler): void;
  /**
   * A job that runs at start and then every everyMs, once across all instances (one queued or
   * running occurrence at a time); each run queues the next when it ends.
   */
  defineRecurring(kind: string, everyMs: number, handler: JobHandler): void;
  /** Runs every job due as of `asOf` (default now), one after the other, until none is due; gives how many ran. */
  runUntilEmpty(options?: { asOf?: Date }): Promise<number>;
  /** Queues the recurring jobs that have no occurrence queued, due at once. */
  scheduleRecurring(asOf?: Date): Promise<void>;
  start(): void;
  /** Stops polling; the running job gets a short while to finish, else it goes back to the queue. */
  stop(): Promise<void>;
  readonly workerId: string;
};

export function createJobQueue({
  db,
  log,
  traceRun,
}: {
  db: Db;
  log: FastifyBaseLogger;
  traceRun?: JobRunTracer;
}): JobQueue {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const recurring = new Map<string, Recurring>();
  let stopping = false;
  let started = false;
  let current: { id: number; done: Promise<unknown> } | null = null;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;

  const kindsSql = (): SQL =>
    sql.join(
      [...handlers.keys()].map((k) => sql`${k}`),
      sql`, `,
    );

  async function claim(asOf: Date): Promise<ClaimedJob | null> {
    if (handlers.size === 0) return null;
    const now = asOf.toISOString();
    const [job] = await rowsOf<ClaimedJob>(
      db,
      sql`update jobs
          set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
              locked_until = ${new Date(asOf.getTime() + LEASE_MS).toISOString()}, started_at = ${now}
          where id = (
            select id from jobs
            where kind in (${kindsSql()})
              and ((state = 'queued' and run_at <= ${now}) or (state = 'running' and locked_until < ${now}))
            order by run_at, id
            limit 1
            for update skip locked
          )
          returning id, kind, payload, attempts, max_attempts, request_id, singleton_key`,
    );
    return job ? { ...job, id: Number(job.id) } : null;
  }

  /** Ends a claimed job, if this worker still holds it; a recurring job queues its next run. */
  async function finish(job: ClaimedJob, asOf: Date, outcome: { state: JobState; reason?: string; runAt?: Date }) {
    const ended = outcome.state === 'done' || outcome.state === 'failed';
    await withTransaction(db, async (tx) => {
      const updated = await rowsOf<{ id: number }>(
        tx,
        sql`update jobs
            set state = ${outcome.state}, locked_by = null, locked_until = null,
                last_error = ${outcome.reason ?? null}, run_at = ${(outcome.runAt ?? asOf).toISOString()}
                ${ended ? sql`, payload = null, finished_at = ${asOf.toISOString()}` : sql``}
            where id = ${job.id} and state = 'running' and locked_by = ${workerId}
            returning id`,
      );
      const every = job.singleton_key ? recurring.get(job.singleton_key)?.everyMs : undefined;
      if (updated.length === 1 && ended && every !== undefined) {
        await insertRecurring(tx, job.kind, new Date(asOf.getTime() + every));
      }
    });
  }

  async function insertRecurring(tx: Db, kind: string, runAt: Date) {
    await tx.execute(
      sql`insert into jobs (kind, payload, max_attempts, run_at, singleton_key)
          values (${kind}, '{}'::jsonb, 1, ${runAt.toISOString()}, ${kind})
          on conflict (singleton_key) where state in ('queued', 'running')
          do update set run_at = least(jobs.run_at, excluded.run_at) where jobs.state = 'queued'`,
    );
  }

  /** Runs the job in its log context: every line written meanwhile (the mailer's too) names it. */
  function runJob(job: ClaimedJob, asOf: Date): Promise<void> {
    const context = { reqId: job.request_id ?? undefined, job_id: job.id, job_kind: job.kind };
    return runWithLogContext(context, () => runJobInContext(job, asOf, contextLogger(log, context)));
  }

  async function runJobInContext(job: ClaimedJob, asOf: Date, jobLog: FastifyBaseLogger): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return; // claimed only by kind, so never
    const trace = traceRun?.({ id: job.id, kind: job.kind, attempt: job.attempts, requestId: job.request_id });
    if (job.attempts > job.max_attempts) {
      // Its workers kept stopping while it ran (lease run out each time): running it again is not safe to repeat forever.
      jobLog.error({ attempts: job.attempts }, 'job failed: its worker stopped too often while running it');
      const outcome = { state: 'failed' as const, reason: 'the worker stopped while running it, too many times' };
      await finish(job, asOf, outcome);
      trace?.end(outcome);
      return;
    }
    const started = Date.now();
    jobLog.info({ attempt: job.attempts }, 'job started');
    const heartbeat = setInterval(() => {
      db.execute(
        sql`update jobs set locked_until = greatest(locked_until, ${new Date(Date.now() + LEASE_MS).toISOString()}::timestamptz)
            where id = ${job.id} and locked_by = ${workerId}`,
      ).catch((err: Error) => jobLog.warn({ err: { message: err.message } }, 'could not renew the job lease'));
    }, LEASE_MS / 3);
    heartbeat.unref();
    try {
      const run = () =>
        handler(job.payload ?? {}, {
          id: job.id,
          kind: job.kind,
          attempt: job.attempts,
          requestId: job.request_id,
          log: jobLog,
          now: asOf,
        });
      await (trace ? trace.run(run) : run());
      clearInterval(heartbeat);
      await finish(job, asOf, { state: 'done' });
      trace?.end({ state: 'done' });
      jobLog.info({ ms: Date.now() - started }, 'job done');
    } catch (error) {
      clearInterval(heartbeat);
      const reason = reasonOf(error);
      const permanent = (error as { permanent?: unknown })?.permanent === true;
      if (!permanent && job.attempts < job.max_attempts) {
        const runAt = new Date(asOf.getTime() + backoffMs(job.attempts));
        jobLog.warn({ attempt: job.attempts, reason, retry_at: runAt.toISOString() }, 'job failed; will retry');
        await finish(job, asOf, { state: 'queued', reason, runAt });
        trace?.end({ state: 'queued', reason });
      } else {
        jobLog.error({ attempt: job.attempts, reason, permanent }, 'job failed');
        await finish(job, asOf, { state: 'failed', reason });
        trace?.end({ state: 'failed', reason });
      }
    }
  }

  async function runOne(asOf: Date): Promise<boolean> {
    const job = await claim(asOf);
    if (!job) return false;
    const done = runJob(job, asOf);
    current = { id: job.id, done };
    try {
      await done;
    } finally {
      current = null;
    }
    return true;
  }

  async function pollLoop() {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOne(new Date());
      } catch (err) {
        log.error({ err }, 'job worker could not claim or finish a job');
      }
      if (!ran && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  return {
    workerId,
    define(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
      handlers.set(kind, handler);
    },
    defineRecurring(kind, everyMs, handler) {
      this.define(kind, handler);
      recurring.set(kind, { everyMs });
    },
    async scheduleRecurring(asOf = new Date()) {
      for (const kind of recurring.keys()) await insertRecurring(db, kind, asOf);
    },
    async runUntilEmpty({ asOf } = {}) {
      let ran = 0;
      // Bounded: a handler that keeps queueing due work would otherwise never let a test end.
      // Without asOf, "now" moves on, so that jobs queued by the jobs that ran are due too.
      while (ran < 10_000 && (await runOne(asOf ?? new Date()))) ran++;
      return ran;
    },
    start() {
      if (started) return;
      started = true;
      log.info({ worker: workerId, kinds: [...handlers.keys()] }, 'job worker started');
      loop = pollLoop();
    },
    async stop() {
      stopping = true;
      wake?.();
      const running = current;
      if (running) {
        const finished = await Promise.race([
          running.done.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), STOP_GRACE_MS).unref()),
        ]);
        if (!finished) {
          // Handed back untouched: another worker runs it from the start (its attempt not counted).
          await db
            .execute(
              sql`update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null,
                      locked_until = null
                  where id = ${running.id} and state = 'running' and locked_by = ${workerId}`,
            )
            .catch((err: Error) => log.error({ err }, 'could not hand a running job back to the queue'));
          log.warn({ job_id: running.id }, 'job still running at shutdown: handed back to the queue');
        }
      }
      await loop;
    },
  };
}

/** A failure's reason for the jobs list: its message only (no stack, no payload), kept short. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'failed without a message').slice(0, REASON_MAX_LENGTH);
}

/** How many jobs are in each state (every state named, 0 when none): job_queue_depth of /metrics. */
export async function countJobsByState(db: Db): Promise<Record<JobState, number>> {
  const rows = await rowsOf<{ state: JobState; n: number }>(
    db,
    sql`select state, count(*)::int as n from jobs group by state`,
  );
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

/** Finished jobs are kept a week, failed ones a month, for the administrators to look at. */
export async function pruneFinishedJobs(db: Db): Promise<void> {
  await db.execute(
    sql`delete from jobs
        where (state = 'done' and finished_at < now() - interval '7 days')
           or (state = 'failed' and finished_at < now() - interval '30 days')`,
  );
}
