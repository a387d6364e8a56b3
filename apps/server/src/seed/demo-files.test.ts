import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { rowsOf } from '../platform/db.ts';
import { seedDemoFiles } from './demo-files.ts';

const { app } = await buildTestApp();
const owners = [
  { siteId: '100101', timssCustomer: '000100101' },
  { siteId: '100851', timssCustomer: '000100851' },
];

const snapshot = () =>
  rowsOf(
    app.db,
    sql`select f.id, f.owner_site_id, f.parent_id, f.name, f.is_folder, f.created_at, f.modified_at, f.deleted_at,
          f.table_columns, f.table_row_count, md5(c.content) as content_md5
        from repository_files f left join repository_file_contents c on c.file_id = f.id
        where f.owner_site_id in ('100101', '100851') order by f.id`,
  );

describe('demo files', () => {
  it('gives member and filesme a folder, two analyses and a CSV in their home folders', async () => {
    const rows = (await snapshot()) as { owner_site_id: string; name: string }[];
    for (const siteId of ['100101', '100851']) {
      expect(
        rows
          .filter((r) => r.owner_site_id === siteId)
          .map((r) => r.name)
          .sort(),
      ).toEqual([
        `000${siteId}`,
        'Market Reports',
        'Monthly orders by category 2024.xanalyzer',
        'Orders by region.xanalyzer',
        'State shop figures.csv',
      ]);
    }
  });

  it('gives the same rows when seeded again, and puts renamed and deleted demo files back', async () => {
    const before = await snapshot();
    await app.db.execute(
      sql`update repository_files set name = 'Renamed.xanalyzer' where name = 'Orders by region.xanalyzer'`,
    );
    await app.db.execute(sql`update repository_files set deleted_at = now() where name = 'Market Reports'`);
    await seedDemoFiles(app.db, owners);
    expect(await snapshot()).toEqual(before);
  });
});
