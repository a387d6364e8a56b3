// npm run db:generate -w apps/server -- <name>: writes the next migration, migrations/NNNN_<name>.sql,
// from what changed in the Drizzle schema since the last snapshot (migrations/meta), with
// drizzle-kit's generator, and records the new snapshot. Review the SQL before committing it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type DrizzleSnapshot, loadDrizzleKitApi } from './drizzle-kit-api.ts';
import { loadDrizzleSchema } from './drizzle-schema.ts';

const migrations = new URL('../migrations/', import.meta.url);
const meta = new URL('meta/', migrations);

type Journal = {
  version: string;
  dialect: string;
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
};

/** The newest snapshot: the schema as the migrations so far leave it. */
export function latestSnapshot(): { number: number; snapshot: DrizzleSnapshot } {
  const files = readdirSync(meta)
    .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error('no snapshot in migrations/meta');
  return { number: Number(last.slice(0, 4)), snapshot: JSON.parse(readFileSync(new URL(last, meta), 'utf8')) };
}

async function main(name: string | undefined): Promise<void> {
  if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
    console.error('usage: npm run db:generate -w apps/server -- <snake_case_name>');
    process.exitCode = 1;
    return;
  }
  const kit = loadDrizzleKitApi();
  const { number, snapshot } = latestSnapshot();
  const current = kit.generateDrizzleJson(await loadDrizzleSchema(), snapshot.id);
  const statements = await kit.generateMigration(snapshot, current);
  if (statements.length === 0) {
    console.log('The Drizzle schema has not changed since the last migration: nothing to write.');
    return;
  }
  const idx = number + 1;
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  mkdirSync(meta, { recursive: true });
  writeFileSync(new URL(`${tag}.sql`, migrations), `${statements.join('\n')}\n`);
  writeFileSync(new URL(`${tag.slice(0, 4)}_snapshot.json`, meta), `${JSON.stringify(current, null, 2)}\n`);
  // drizzle-kit's own journal, kept so that its CLI can take over the same folder.
  const journalUrl = new URL('_journal.json', meta);
  const journal = JSON.parse(readFileSync(journalUrl, 'utf8')) as Journal;
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: false });
  writeFileSync(journalUrl, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`Wrote migrations/${tag}.sql (${statements.length} statements).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv[2]);
