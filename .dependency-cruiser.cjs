// The import boundaries of DESIGN.md §3, checked by `npm run lint` (scripts/check-boundaries.mjs).
// Paths are relative to the repository root. Test files (`*.test.ts(x)`, `apps/*/test/**`) may import
// fixtures from any module or feature; they still may not close a cycle. scripts/boundaries.test.ts
// breaks each rule once on purpose.

/** A test file or a shared test helper: exempt from the layering rules, not from `no-circular`. */
const TESTS = ['\\.test\\.tsx?$', '^apps/[^/]+/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Two files reach each other through their imports. Move what both need into a third file, or ' +
        'invert the dependency (pass it in). Type-only imports count too: they tie the files together all the same.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // Web: components/, lib/ → features/ → app/ (STYLE.md "Imports flow one way").
    {
      name: 'web-feature-imports-another-feature',
      comment:
        'A web feature never imports another feature. Move what both need to components/ or lib/, or let ' +
        'a route module in app/ compose the two.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      comment: 'components/ and lib/ are shared by every feature: they import no feature and nothing from app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-content-imports-feature',
      comment: 'content/ holds texts; it imports no feature.',
      severity: 'error',
      from: { path: '^apps/web/src/content/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-imports-app',
      comment: 'app/ composes features; a feature never imports app/ (that would make the arrow go both ways).',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: TESTS },
      to: { path: '^apps/web/src/app/' },
    },
    // Server: platform/ → modules/ → app.ts; seed/ calls modules, never the reverse.
    {
      name: 'server-module-bypasses-service',
      comment:
        "A server module reaches another module only through that module's service.ts, never its queries, " +
        'tables or helpers.',
      severity: 'error',
      // schema.ts files are the exception: the next rule.
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: [...TESTS, '/schema\\.ts$'] },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'server-schema-imports-beyond-tables',
      comment:
        "A module's schema.ts may name another module's tables (a foreign key: the database is one schema, " +
        'and drizzle-kit generates migrations from it), and nothing else of that module.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/schema\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/schema\\.ts$'],
      },
    },
    {
      name: 'server-seed-bypasses-service',
      comment:
        "The seed writes demo data through the modules' service.ts, or provisioning.ts for bulk writes only " +
        'the seed needs; nothing else inside a module.',
      severity: 'error',
      from: { path: '^apps/server/src/seed/', pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/[^/]+/(service|provisioning)\\.ts$',
      },
    },
    {
      name: 'server-platform-imports-module-or-seed',
      comment: 'platform/ is cross-cutting and sits below every module: it imports no module and no seed.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|seed)/' },
    },
    {
      name: 'server-module-imports-seed',
      comment: 'The seed calls the modules, never the reverse: runtime code does not depend on demo data.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: TESTS },
      to: { path: '^apps/server/src/seed/' },
    },
    // Contracts are shared by both apps and know neither.
    {
      name: 'contracts-import-app',
      comment: 'packages/contracts is imported by both apps; it imports nothing from apps/.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)data/', '(^|/)test-results/'] },
    // Type-only imports are dependencies too (they are listed, marked "type-only").
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
