// Up to N open SMTP connections to the relay, each carrying one message at a time (decisions 086,
// 094): nodemailer's SMTPConnection (greeting, EHLO, STARTTLS, AUTH, PIPELINING, dot-stuffing, the
// relay's replies as errors with responseCode and command), without its mailer, composer or pool,
// which cost more CPU per message than building and sending it.

import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';
import type { BuiltMessage } from './mime.ts';

export type SmtpLanes = { send(message: BuiltMessage): Promise<void>; close(): void };

/** As nodemailer's pool does: a fresh connection after this many messages (relays limit them). */
const MESSAGES_PER_CONNECTION = 100;

type Lane = { connection: SMTPConnection; sent: number; open: boolean; busy: boolean; retired: boolean };

const closedBeforeReady = () =>
  Object.assign(new Error('Connection closed before the relay was ready'), { code: 'ECONNECTION', command: 'CONN' });

/** `smtpUrl` as nodemailer reads it (smtp:// or smtps://, user:pass@, ?ignoreTLS=true, timeouts). */
export function createSmtpLanes(smtpUrl: string, connections: number): SmtpLanes {
  const idle: Lane[] = [];
  const waiting: (() => void)[] = [];
  let open = 0; // lanes connected or connecting
  let closed = false;
  // Loaded with the first message: a process that never sends a campaign does not load nodemailer.
  let modules:
    | Promise<{
        Connection: typeof SMTPConnection;
        options: SMTPConnectionOptions;
        auth?: { user?: string; pass?: string };
      }>
    | undefined;
  const load = () =>
    (modules ??= Promise.all([import('nodemailer/lib/smtp-connection'), import('nodemailer/lib/shared')]).then(
      ([connection, shared]) => ({
        Connection: connection.default,
        options: shared.parseConnectionUrl(smtpUrl) as SMTPConnectionOptions,
        auth: shared.parseConnectionUrl(smtpUrl).auth as { user?: string; pass?: string } | undefined,
      }),
    ));

  function retire(lane: Lane) {
    if (lane.retired) return;
    lane.retired = true;
    lane.open = false;
    const at = idle.indexOf(lane);
    if (at >= 0) idle.splice(at, 1);
    open--;
    waiting.shift()?.();
  }

  async function connect(): Promise<Lane> {
    const { Connection, options, auth } = await load();
    const connection = new Connection(options);
    // Busy while connecting: a failure here is counted by take(), not by the 'end' below.
    const lane: Lane = { connection, sent: 0, open: false, busy: true, retired: false };
    // Every error reaches the send in flight through its callback; an idle connection the relay
    // closed just ends. Without a listener an 'error' event would stop the process.
    connection.on('error', () => {
      lane.open = false;
    });
    connection.once('end', () => {
      lane.open = false;
      if (!lane.busy) retire(lane);
    });
    await new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.once('end', () => reject(closedBeforeReady()));
      connection.connect((error?: Error | null) => {
        if (error) return reject(error);
        const { user, pass } = auth ?? {};
        if (!user && !pass) return resolve();
        connection.login({ user, credentials: { user: user ?? '', pass: pass ?? '' } }, (loginError) =>
          loginError ? reject(loginError) : resolve(),
        );
      });
    }).catch((error) => {
      lane.retired = true;
      connection.close();
      throw error;
    });
    lane.open = true;
    return lane;
  }

  async function take(): Promise<Lane> {
    for (;;) {
      const lane = idle.pop();
      if (!lane) break;
      if (lane.open) return lane;
      retire(lane);
    }
    if (open < connections) {
      open++;
      try {
        return await connect();
      } catch (error) {
        open--;
        waiting.shift()?.();
        throw error;
      }
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
    return take();
  }

  function giveBack(lane: Lane) {
    lane.busy = false;
    if (lane.open && !closed && lane.sent < MESSAGES_PER_CONNECTION) {
      idle.push(lane);
      waiting.shift()?.();
      return;
    }
    if (lane.open) lane.connection.quit();
    retire(lane);
  }

  async function sendOn(lane: Lane, message: BuiltMessage) {
    lane.busy = true;
    const reused = lane.sent > 0;
    try {
      await new Promise<void>((resolve, reject) =>
        lane.connection.send(message.envelope, message.raw, (error) => (error ? reject(error) : resolve())),
      );
      lane.sent++;
    } catch (error) {
      // After a refusal the session may be mid-transaction: the next message gets a new connection.
      if (lane.open) lane.connection.close();
      lane.open = false;
      throw Object.assign(error as Error, { reused });
    } finally {
      giveBack(lane);
    }
  }

  return {
    async send(message) {
      try {
        await sendOn(await take(), message);
      } catch (error) {
        // A kept connection the relay dropped just as it was taken: nothing was written (command
        // API), so the message goes once more on a new connection rather than failing as relay down.
        const { command, reused } = error as { command?: string; reused?: boolean };
        if (command !== 'API' || !reused) throw error;
        await sendOn(await take(), message);
      }
    },
    close() {
      closed = true;
      for (const lane of [...idle]) {
        lane.connection.quit();
        retire(lane);
      }
    },
  };
}
