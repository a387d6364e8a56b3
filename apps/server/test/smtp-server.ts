// A real SMTP server for tests (smtp-server), listening on 127.0.0.1, that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  /** The From display name, decoded (RFC 2047). */
  fromName: string;
  /** Reply-To as a reader shows it, decoded. */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name, as sent (List-Unsubscribe, Message-ID, …). */
  headers: Record<string, string>;
  messageId: string;
};

export type TestSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  /** Connection errors, such as a client killed in the middle of a message (ECONNRESET). */
  connectionErrors: Error[];
  /** Waits (up to timeoutMs) for a message that matches, newest first. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function addresses(field: ParsedMail['to']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

export async function startTestSmtpServer(
  options: {
    /** A fixed port (a relay coming back where it was); any free one by default. */
    port?: number;
    /** Recipients answered 550 (mailbox unavailable), as a relay refuses an unknown address. */
    refuseRecipient?: (address: string) => boolean;
    /**
     * Awaited before RCPT TO is answered: a test holds one message there (the relay has not taken
     * it) to kill its sender at a known point. Never resolving is fine: the server ignores the
     * answer to a connection that is gone.
     */
    beforeRecipient?: (address: string) => Promise<void> | void;
    /** Closes a connection idle this long (ms), as relays do; smtp-server's default otherwise. */
    idleTimeoutMs?: number;
  } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(options.idleTimeoutMs ? { socketTimeout: options.idleTimeoutMs } : {}),
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      Promise.resolve(options.beforeRecipient?.(address.address)).then(() => callback());
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: addresses(mail.to),
            from: mail.from?.value[0]?.address ?? '',
            fromName: mail.from?.value[0]?.name ?? '',
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
            messageId: mail.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  // smtp-server emits a reset inside a transaction as an 'error' event; a test that kills a sender
  // mid-message expects exactly that, and an unheard 'error' event would crash the test worker.
  const connectionErrors: Error[] = [];
  server.on('error', (err) => connectionErrors.push(err));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    connectionErrors,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = [...messages].reverse().find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
