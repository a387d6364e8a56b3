// The `sent` marks of one sender job, committed together (decision 089). Each lane still waits for
// its own mark after the relay's 250 before it hands the relay another message (decision 079's
// line), but the marks of lanes that finish at about the same time share one UPDATE: one statement
// is in flight at a time, and the marks that arrive meanwhile go in the next one, with no timer.
// So a kill can repeat at most one message per lane, as before (decision 086), while the database
// sees one statement per group of marks instead of one per message.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';

type Mark = { sendId: number; messageId: string; sentAt: Date; done: () => void; fail: (error: unknown) => void };

export type SentMarks = {
  /** Resolves once the row is recorded `sent` (committed); rejects if the statement failed. */
  mark(sendId: number, messageId: string, sentAt: Date): Promise<void>;
};

/**
 * Not tied to this worker's claim: when a slow send outlived its lease and the row was queued
 * again, the mark still stops the resend if nobody has taken it yet (decision 079).
 */
async function markSentRows(db: Db, marks: readonly Mark[]) {
  const rows = sql.join(
    marks.map((m) => sql`(${m.sendId}::bigint, ${m.messageId}::text, ${m.sentAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(
    sql`update passport_campaign_sends s
        set state = 'sent', sent_at = v.sent_at, message_id = v.message_id, error = null,
            claimed_by = null, claimed_until = null
        from (values ${rows}) as v(id, message_id, sent_at)
        where s.id = v.id and s.state <> 'sent'`,
  );
}

export function createSentMarks(db: Db): SentMarks {
  let waiting: Mark[] = [];
  let inFlight = false;

  function writeWaiting() {
    if (inFlight || waiting.length === 0) return;
    const marks = waiting;
    waiting = [];
    inFlight = true;
    markSentRows(db, marks)
      .then(
        () => {
          for (const m of marks) m.done();
        },
        (error) => {
          for (const m of marks) m.fail(error);
        },
      )
      .finally(() => {
        inFlight = false;
        writeWaiting();
      });
  }

  return {
    mark(sendId, messageId, sentAt) {
      return new Promise<void>((done, fail) => {
        waiting.push({ sendId, messageId, sentAt, done, fail });
        writeWaiting();
      });
    },
  };
}
