// drizzle-kit's configuration: the schema files that describe the whole database, and the
// migrations folder with drizzle-kit's snapshots (migrations/meta). Migrations are numbered like
// the hand-written ones before them. `npm run db:generate -w apps/server -- <name>` writes the
// next one through drizzle-kit's API (scripts/generate-migration.ts); see decision 022 for why
// not the drizzle-kit CLI yet.
import type { Config } from 'drizzle-kit';

export default {
  dialect: 'postgresql',
  schema: [
    './src/modules/*/schema.ts',
    './src/modules/passport/*/schema.ts',
    './src/modules/analytics/datasets/*/schema.ts',
    './src/platform/schema.ts',
    './src/platform/test-payment-gateway.ts',
  ],
  out: './migrations',
  schemaFilter: ['public', 'test_payment_gateway'],
  migrations: { prefix: 'index' },
} satisfies Config;
