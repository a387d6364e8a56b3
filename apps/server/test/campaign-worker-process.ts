// A campaign sender in a process of its own, for the fault tests (campaigns/sender-process.test.ts):
// the real job queue and the real sender on the database DATABASE_URL names, sending to SMTP_URL.
// Prints "worker ready", "campaign finished" (from the sender's log) and, on SIGTERM, how many it sent.
import Fastify from 'fastify';
import { loadConfig } from '../src/config.ts';
import { CAMPAIGN_JOBS } from '../src/modules/passport/campaigns/job-kinds.ts';
import { runCampaignSender, sweepCampaigns } from '../src/modules/passport/campaigns/sender.ts';
import { createCampaignTransport } from '../src/modules/passport/campaigns/transport.ts';
import { openDatabase } from '../src/platform/db.ts';
import { createJobQueue } from '../src/platform/jobs.ts';
import type { Mailer } from '../src/platform/mail.ts';

const config = loadConfig(process.env);
const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log;
const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
const queue = createJobQueue({ db: database.db, log });
const relay = createCampaignTransport(
  config.SMTP_URL,
  null as unknown as Mailer,
  config.CAMPAIGN_SEND_LEASE_MS,
  config.CAMPAIGN_SMTP_CONNECTIONS,
);
let sent = 0;
const transport = {
  send: async (mail: Parameters<typeof relay.send>[0]) => {
    await relay.send(mail);
    sent++;
  },
  close: relay.close,
};
const deps = { db: database.db, config, secret: 'campaign-worker-secret', transport, workerId: queue.workerId };
queue.define(CAMPAIGN_JOBS.send, (payload, context) =>
  runCampaignSender(deps, Number(payload.campaign_id), context.now, context.log),
);
queue.defineRecurring(CAMPAIGN_JOBS.sweep, config.CAMPAIGN_SWEEP_MS, (_payload, context) =>
  sweepCampaigns(database.db, context.now),
);
await queue.scheduleRecurring();
queue.start();
console.log('worker ready');
process.once('SIGTERM', async () => {
  await queue.stop();
  transport.close();
  await database.close();
  console.log(`worker sent ${sent}`);
  process.exit(0);
});
