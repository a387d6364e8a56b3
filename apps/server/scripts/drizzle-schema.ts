// The Drizzle schema of the whole database: every table of every module and of the platform.
// drizzle.config.ts names the same files for drizzle-kit.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = new URL('../src/', import.meta.url);

export function schemaFiles(): URL[] {
  const modules = readdirSync(new URL('modules/', src), { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(new URL(`modules/${d.name}/`, src)).includes('schema.ts'))
    .map((d) => new URL(`modules/${d.name}/schema.ts`, src));
  // A module's own sub-folder with its own tables (modules/passport/campaigns/schema.ts).
  const subFolders = readdirSync(new URL('modules/', src), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'analytics')
    .flatMap((d) =>
      readdirSync(new URL(`modules/${d.name}/`, src), { withFileTypes: true })
        .filter((sub) => sub.isDirectory())
        .filter((sub) => readdirSync(new URL(`modules/${d.name}/${sub.name}/`, src)).includes('schema.ts'))
        .map((sub) => new URL(`modules/${d.name}/${sub.name}/schema.ts`, src)),
    );
  // Each analytics dataset's own tables (modules/analytics/datasets/<id>/schema.ts).
  const datasets = readdirSync(new URL('modules/analytics/datasets/', src), { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() && readdirSync(new URL(`modules/analytics/datasets/${d.name}/`, src)).includes('schema.ts'),
    )
    .map((d) => new URL(`modules/analytics/datasets/${d.name}/schema.ts`, src));
  return [
    ...modules,
    ...subFolders,
    ...datasets,
    new URL('platform/schema.ts', src),
    new URL('platform/test-payment-gateway.ts', src),
  ];
}

/** Everything the schema files export (tables among other things), as drizzle-kit takes it. */
export async function loadDrizzleSchema(): Promise<Record<string, unknown>> {
  const exports: Record<string, unknown> = {};
  for (const file of schemaFiles()) {
    const module = (await import(fileURLToPath(file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) exports[`${file.pathname}:${name}`] = value;
  }
  return exports;
}
