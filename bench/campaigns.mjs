// E-mail campaign benchmark (issue 16): BENCH_MESSAGES (default 50,000) recipients of one campaign
// sent by the real sender (claim, merge, build the MIME, send, mark per message) on a real PostgreSQL server to a
// local SMTP sink (smtp-server in its own process), the rate limit off; beside it, in the same run,
// a bare nodemailer loop sending as many messages to the same sink (the baseline). Each side runs in
// its own process, which samples its own RSS. Target: ≥ 200 messages a second within 150 MB.
// The sender runs from the server's build (dist/campaign-sender.js; `npm run build -w apps/server`
// first). BENCH_MESSAGES=2000 for a quick run; BENCH_PG_PORT picks the PostgreSQL port.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { startPostgres } from './support/postgres.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const TARGET_RATE = 200;
const TARGET_RSS_MB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p) => path.join(root, 'apps/server', p);
const requireServer = createRequire(src('src/app.ts'));
const load = async (name) => import(pathToFileURL(requireServer.resolve(name)).href);
const mode = process.argv[2] ?? 'main';
const builtSender = src('dist/campaign-sender.js');

/** Peak RSS of this process while fn runs: the kernel's high-water mark (VmHWM), read when it ends. */
async function measured(fn) {
  // RSS before the first message: the modules loaded (the built server's), apart from what sending adds.
  // No sampling timer: the kernel keeps the peak. Sampling memoryUsage.rss() every 20 ms took 10 % of
  // each side's CPU profile on the loaded machine (decision 089); the full memoryUsage() was worse (086).
  const startRss = process.memoryUsage.rss();
  const start = process.hrtime.bigint();
  await fn();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { seconds, startRssMb: startRss / 1024 / 1024, peakRssMb: peakRssKb() / 1024 };
}

/** This process's peak resident set so far, in kB (Linux /proc). */
function peakRssKb() {
  const line = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB$/m);
  if (!line) throw new Error('no VmHWM in /proc/self/status: the benchmark needs Linux');
  return Number(line[1]);
}

async function sink() {
  const { SMTPServer } = await load('smtp-server');
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
  process.on('message', (m) => m === 'count' && process.send({ received }));
}

async function bare() {
  const nodemailer = (await load('nodemailer')).default;
  const transport = nodemailer.createTransport(`${process.env.SMTP_URL}&pool=true&maxConnections=1`);
  const html = `<p>Hello Sam,</p>${'<p>We would be glad to show you our latest machines at the show.</p>'.repeat(12)}`;
  const result = await measured(async () => {
    for (let i = 0; i < MESSAGES; i++) {
      await transport.sendMail({
        from: '"Bench" <sales@bench.test>',
        to: `r${i}@inbox.test`,
        subject: `Hello ${i}`,
        html,
        text: html.replace(/<[^>]+>/g, ''),
      });
    }
  });
  transport.close();
  process.send(result, () => process.disconnect());
}

async function campaign() {
  // The built JavaScript (`npm run build -w apps/server`), as the server runs it: no TypeScript
  // loader in this process, so its RSS is the sender's own.
  const { openCampaignSender } = await import(pathToFileURL(builtSender).href);
  const config = { ...process.env, NODE_ENV: 'test', CAMPAIGN_SEND_RATE: '0', LOG_LEVEL: 'warn' };
  const sender = await openCampaignSender(config, 'bench-secret');
  const result = await measured(() => sender.drain());
  await sender.close();
  process.send(result, () => process.disconnect());
}

function child(phase, env) {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each side, to read in Chrome's DevTools.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const proc = fork(fileURLToPath(import.meta.url), [phase], { env: { ...process.env, ...env }, execArgv: profile });
    proc.once('message', (m) => resolve(m));
    proc.once('exit', (code) => code !== 0 && reject(new Error(`${phase} exited ${code}`)));
  });
}

async function main() {
  if (!existsSync(builtSender)) {
    console.error(`${builtSender} is missing: run \`npm run build -w apps/server\` first.`);
    process.exit(1);
  }
  register();
  const { openDatabase, rowsOf } = await import(src('src/platform/db.ts'));
  const { migrate } = await import(src('src/platform/migrate.ts'));
  const { seedRunningCampaign } = await import(src('test/campaign-fixtures.ts'));
  const { sql } = await load('drizzle-orm');

  const sinkProc = fork(fileURLToPath(import.meta.url), ['sink']);
  const { port } = await new Promise((resolve) => sinkProc.once('message', resolve));
  const received = () =>
    new Promise((resolve) => {
      sinkProc.once('message', (m) => resolve(m.received));
      sinkProc.send('count');
    });
  const SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  const pg = await startPostgres();
  try {
    const database = await openDatabase(pg.url, '');
    await migrate(database);
    const campaignId = await seedRunningCampaign(database.db, { recipients: MESSAGES, senderJobs: 1 });
    // The company's daily cap (10,000 by default) would hold the rest until tomorrow: lift it to the run's size.
    await database.db.execute(
      sql`insert into passport_sending_caps (company_id, daily_cap, set_by)
          select company_id, ${MESSAGES}, 'bench' from passport_campaigns where id = ${campaignId}`,
    );
    const rows = [];
    const before = await received();
    rows.push({ name: 'bare nodemailer loop (baseline)', ...(await child('bare', { SMTP_URL })) });
    const afterBare = await received();
    rows.push({ name: 'campaign sender', ...(await child('campaign', { SMTP_URL, DATABASE_URL: pg.url })) });
    const afterCampaign = await received();
    const [sent] = await rowsOf(
      database.db,
      sql`select count(*) filter (where state = 'sent')::int as sent, count(distinct email)::int as distinct_emails from passport_campaign_sends`,
    );
    await database.close();
    const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
    console.log(
      `\nCampaign benchmark: ${MESSAGES.toLocaleString('en-US')} messages, rate limit off, ` +
        `CAMPAIGN_SMTP_CONNECTIONS ${process.env.CAMPAIGN_SMTP_CONNECTIONS ?? 'default (4)'}, load average ${one} ${five} ${fifteen}\n`,
    );
    console.log('| run | messages received | seconds | messages/s | RSS before sending (MB) | peak RSS (MB) |');
    console.log('|---|---:|---:|---:|---:|---:|');
    const counts = [afterBare - before, afterCampaign - afterBare];
    rows.forEach((r, i) => {
      console.log(
        `| ${r.name} | ${counts[i]} | ${r.seconds.toFixed(1)} | ${(counts[i] / r.seconds).toFixed(0)} | ${r.startRssMb.toFixed(0)} | ${r.peakRssMb.toFixed(0)} |`,
      );
    });
    const rate = counts[1] / rows[1].seconds;
    console.log(
      `\nsend records marked sent: ${sent.sent}; target ≥ ${TARGET_RATE} msg/s: ${rate >= TARGET_RATE ? 'met' : 'NOT met'}; ` +
        `within ${TARGET_RSS_MB} MB: ${rows[1].peakRssMb <= TARGET_RSS_MB ? 'met' : 'NOT met'}`,
    );
  } finally {
    sinkProc.kill();
    pg.stop();
  }
}

await { main, sink, bare, campaign }[mode]();
