// Per-IP rate limits (@fastify/rate-limit) with the counters in the database, so that every
// server copy behind a load balancer counts the same requests. Off by default: a route opts in
// with `config: { rateLimit: { max, timeWindow: '1 minute' } }` and gets 429 {code, msg} past it.
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, rowsOf } from './db.ts';
import { AppError } from './errors.ts';

export const RATE_LIMITED_MSG = 'Too many requests. Please wait a minute and try again.';
const SWEEP_EVERY_MS = 60_000;

type IncrResult = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: IncrResult) => void;

/**
 * One fixed window per key: an atomic upsert counts the hit and restarts an elapsed window. Also
 * used for limits keyed by something other than the client address (mails to one mailbox).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<IncrResult> {
  const [row] = await rowsOf<{ hits: number; ttl: number }>(
    db,
    sql`
      insert into rate_limit_counters as c (key, hits, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
        reset_at = case when c.reset_at <= now() then now() + ${windowMs} * interval '1 millisecond' else c.reset_at end
      returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl
    `,
  );
  return { current: Number(row?.hits ?? 1), ttl: Math.ceil(Number(row?.ttl ?? windowMs)) };
}

function databaseStore(db: Db, log: FastifyBaseLogger) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 minute'`).catch((err) =>
      log.warn({ err }, 'could not sweep old rate-limit counters'),
    );
  };

  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      sweep();
      countHit(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => {
          log.error({ err: error }, 'could not count a rate-limited request; letting it through');
          callback(error);
        },
      );
    }

    /** Each route counts on its own. */
    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[method].flat().join(',')} ${url ?? ''}`);
    }
  };
}

export const rateLimitPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(db, app.log) as never,
      keyGenerator: (request) => request.ip,
      // A counter that cannot be written must not turn a sign-in into a 500.
      skipOnError: true,
      errorResponseBuilder: () => new AppError(429, 'rate_limited', RATE_LIMITED_MSG),
    });
  },
  { name: 'rate-limit' },
);
