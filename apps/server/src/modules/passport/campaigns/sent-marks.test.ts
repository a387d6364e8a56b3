// The `sent` marks of several lanes (decision 089): each mark is committed before its lane goes on,
// marks that come while a statement is in flight share the next one, and a row already `sent` (a
// late 250 of a resend) keeps its first mark.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRunningCampaign } from '../../../../test/campaign-fixtures.ts';
import { openFreshDatabase } from '../../../../test/fresh-database.ts';
import { type Database, rowsOf } from '../../../platform/db.ts';
import { migrate } from '../../../platform/migrate.ts';
import { createSentMarks } from './sent-marks.ts';

type SendRow = { id: number; state: string; message_id: string | null; sent_at: unknown; claimed_by: string | null };

describe('sent marks', () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await openFreshDatabase());
    await migrate(database);
    await seedRunningCampaign(database.db, { recipients: 7, senderJobs: 0 });
  });
  afterAll(async () => close());

  const rows = async () =>
    (
      await rowsOf<SendRow>(
        database.db,
        sql`select id, state, message_id, sent_at, claimed_by from passport_campaign_sends order by id`,
      )
    ).map((r) => ({ ...r, id: Number(r.id) }));

  it('marks every row of lanes that finish together, in fewer statements than marks', async () => {
    const all = await rows();
    const [already, ...claimed] = all;
    if (!already) throw new Error('no send records seeded');
    await database.db.execute(sql`update passport_campaign_sends set state = 'sending', claimed_by = 'worker-a'`);
    await database.db.execute(
      sql`update passport_campaign_sends set state = 'sent', message_id = '<first@fault.test>', claimed_by = null
          where id = ${already.id}`,
    );
    const updates: string[] = [];
    database.observeQueries((text) => {
      if (/^\s*update passport_campaign_sends/i.test(text)) updates.push(text);
      return () => {};
    });
    const marks = createSentMarks(database.db);
    const sentAt = new Date('2026-11-29T01:00:00Z');
    try {
      await Promise.all([already, ...claimed].map((row) => marks.mark(row.id, `<send-${row.id}@fault.test>`, sentAt)));
    } finally {
      database.observeQueries(undefined);
    }

    const after = await rows();
    expect(after.find((r) => r.id === already.id)?.message_id).toBe('<first@fault.test>');
    for (const row of claimed) {
      const marked = after.find((r) => r.id === row.id);
      expect(marked).toMatchObject({ state: 'sent', message_id: `<send-${row.id}@fault.test>`, claimed_by: null });
      expect(new Date(String(marked?.sent_at)).toISOString()).toBe(sentAt.toISOString());
    }
    // The first mark goes at once, alone; the six that came while it was in flight share the next.
    expect(updates).toHaveLength(2);
  });
});
