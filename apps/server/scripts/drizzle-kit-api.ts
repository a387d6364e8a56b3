// drizzle-kit's programmatic API (drizzle-kit/api), for the schema test and db:generate.
// drizzle-kit requires drizzle-orm, which npm placed under apps/server/node_modules while
// drizzle-kit sits in the root node_modules, where require() cannot see it; adding the server's
// folder to NODE_PATH lets it. (The CLI, `drizzle-kit generate`, cannot be helped this way: it
// loads drizzle-orm with import(), which ignores NODE_PATH.)
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DrizzleKitApi = {
  generateDrizzleJson: (imports: Record<string, unknown>, prevId?: string) => DrizzleSnapshot;
  generateMigration: (prev: DrizzleSnapshot, cur: DrizzleSnapshot) => Promise<string[]>;
};
/** drizzle-kit's JSON description of a schema (its `meta/NNNN_snapshot.json`). */
export type DrizzleSnapshot = { id: string; prevId: string } & Record<string, unknown>;

export function loadDrizzleKitApi(): DrizzleKitApi {
  const serverModules = fileURLToPath(new URL('../node_modules', import.meta.url));
  process.env.NODE_PATH = [serverModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
  (Module as unknown as { _initPaths: () => void })._initPaths();
  return createRequire(import.meta.url)('drizzle-kit/api') as DrizzleKitApi;
}
