// Bundles the server into dist/; packages from node_modules stay external, except the
// contracts workspace, which is TypeScript source and is bundled in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const contractsSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contracts/src');

await build({
  entryPoints: ['src/main.ts', 'src/seed/cli.ts', 'src/campaign-sender.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-contracts',
      setup(b) {
        b.onResolve({ filter: /^@mti\/contracts\// }, (args) => ({
          path: path.join(contractsSrc, `${args.path.slice('@mti/contracts/'.length)}.ts`),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
