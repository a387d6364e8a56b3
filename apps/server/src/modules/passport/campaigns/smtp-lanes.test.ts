// The sender's SMTP lanes (decision 094) against a real SMTP server (smtp-server) that closes idle
// connections, as relays do: a message after the pause goes out on a new connection, not as a failure.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../../../test/smtp-server.ts';
import { buildMessage } from './mime.ts';
import { createSmtpLanes } from './smtp-lanes.ts';

const IDLE_MS = 300;
const relay = await startTestSmtpServer({ idleTimeoutMs: IDLE_MS });
const lanes = createSmtpLanes(relay.url, 1);
afterAll(async () => {
  lanes.close();
  await relay.close();
});

const message = (n: number) =>
  buildMessage({
    from: '"Lanes" <sales@lanes.test>',
    replyTo: 'sales@lanes.test',
    to: `r${n}@inbox.test`,
    subject: `Message ${n}`,
    html: `<p>${n}</p>`,
    text: String(n),
    messageId: `<lanes-${n}@lanes.test>`,
    headers: {},
  });

describe('SMTP lanes', () => {
  it('send again after the relay closed the idle connection, without an error', async () => {
    await lanes.send(message(1));
    await lanes.send(message(2)); // the same connection, kept open
    await new Promise((r) => setTimeout(r, IDLE_MS * 3)); // the relay drops it meanwhile
    await lanes.send(message(3));
    expect(relay.messages.map((m) => m.subject)).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });
});
