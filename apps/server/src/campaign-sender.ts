// The campaign sender without the web server: the job queue and the sender (decisions 043, 079) on
// DATABASE_URL, sending to SMTP_URL. A build entry of its own (dist/campaign-sender.js), so the
// campaign benchmark measures the built JavaScript the server runs, not a TypeScript loader (issue 16).
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config.ts';
import { CAMPAIGN_JOBS } from './modules/passport/campaigns/job-kinds.ts';
import { runCampaignSender } from './modules/passport/campaigns/sender.ts';
import { createCampaignTransport } from './modules/passport/campaigns/transport.ts';
import { openDatabase } from './platform/db.ts';
import { createJobQueue } from './platform/jobs.ts';
import type { Mailer } from './platform/mail.ts';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** JSON lines on stderr from `level` up: the logger interface the sender needs, without Fastify's. */
function stderrLogger(level: string, bindings: Record<string, unknown> = {}): FastifyBaseLogger {
  const from = Math.max(0, LEVELS.indexOf(level as (typeof LEVELS)[number]));
  const write = (at: number) => (first: unknown, message?: string) => {
    if (at < from) return;
    const fields = typeof first === 'object' && first !== null ? first : { msg: first };
    process.stderr.write(`${JSON.stringify({ level: LEVELS[at], ...bindings, ...fields, msg: message })}\n`);
  };
  const log = Object.fromEntries(LEVELS.map((name, at) => [name, write(at)]));
  return {
    ...log,
    level,
    silent: () => {},
    child: (more: Record<string, unknown>) => stderrLogger(level, { ...bindings, ...more }),
  } as unknown as FastifyBaseLogger;
}

/** Opens the database and the relay; `drain` runs sender jobs until none is due, `close` lets go. */
export async function openCampaignSender(env: NodeJS.ProcessEnv, secret: string) {
  const config = loadConfig(env);
  const log = stderrLogger(config.LOG_LEVEL);
  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  const queue = createJobQueue({ db: database.db, log });
  // No platform mailer: this process sends only to SMTP_URL (loadConfig's caller must set it).
  const transport = createCampaignTransport(
    config.SMTP_URL,
    null as unknown as Mailer,
    config.CAMPAIGN_SEND_LEASE_MS,
    config.CAMPAIGN_SMTP_CONNECTIONS,
  );
  const deps = { db: database.db, config, secret, transport, workerId: queue.workerId };
  queue.define(CAMPAIGN_JOBS.send, (payload, context) =>
    runCampaignSender(deps, Number(payload.campaign_id), context.now, context.log),
  );
  return {
    async drain() {
      while ((await queue.runUntilEmpty()) > 0) {}
    },
    async close() {
      transport.close();
      await database.close();
    },
  };
}
