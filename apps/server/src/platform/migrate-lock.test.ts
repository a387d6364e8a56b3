// Two instances starting together on one PostgreSQL with migrations to apply: the advisory lock
// makes one apply them and the other find them done (decision 028). PGlite has a single owner.
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/build-test-app.ts';
import { openDatabase } from './db.ts';
import { migrate } from './migrate.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)(
  `migrations started by two instances at once${adminUrl ? '' : ' (skipped: TEST_DATABASE_URL not set)'}`,
  () => {
    it('are applied once, by one of them, and the other starts on the migrated database', async () => {
      const target = await createPostgresDatabase(adminUrl as string);
      const [a, b] = await Promise.all([openDatabase(target.url, ''), openDatabase(target.url, '')]);
      try {
        const [appliedByA, appliedByB] = await Promise.all([migrate(a), migrate(b)]);
        const all = [...appliedByA, ...appliedByB];
        expect(all.length).toBeGreaterThan(5);
        expect(new Set(all).size).toBe(all.length);
        expect([appliedByA.length, appliedByB.length]).toContain(0);
        expect(await migrate(a)).toEqual([]);
      } finally {
        await a.close();
        await b.close();
        await target.drop();
      }
    });
  },
);
