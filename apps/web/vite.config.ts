import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const VENDOR_GROUPS: Array<[string, RegExp]> = [
  ['vendor-react', /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//],
  // zod with its configuration in one chunk: every chunk that builds a schema imports this one, so
  // app/zod-without-eval.ts has run before the first schema exists.
  ['vendor-zod', /node_modules\/zod\/|\/src\/app\/zod-without-eval\.ts$/],
  // @mantine/tiptap stays out: it would pull Tiptap and ProseMirror into every signed-in page; it goes
  // with the lazily loaded campaign editor instead (decision 044).
  [
    'vendor-mantine',
    /node_modules\/(@mantine\/(?!tiptap)[^/]+|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|react-transition-group|react-number-format|clsx|tslib|get-nonce|detect-node-es)\//,
  ],
  // The cookie readers in one file: Home's first script, the header and the subscribe island each
  // need them, and three tiny chunks cost Home more (gzip and request overhead) than one.
  ['cookies', /\/src\/lib\/(cookies|login-cookie)\.ts$|\/contracts\/src\/common\/cookies\.ts$/],
];

function vendorChunk(id: string): string | undefined {
  return VENDOR_GROUPS.find(([, pattern]) => pattern.test(id))?.[0];
}

export default defineConfig({
  plugins: [react()],
  // "static/" keeps hashed build files apart from the API's /assets/config/*.json.
  build: {
    assetsDir: 'static',
    sourcemap: true,
    target: 'es2022',
    // One stylesheet, linked by every page: a prerendered page must be styled before its lazy
    // route module (and any CSS split off with it) loads, or it shifts when hydrated.
    cssCodeSplit: false,
    // Every page needs React, the router and Mantine's core: two long-cached vendor files instead of
    // the dozens of small shared chunks the lazy routes would otherwise split them into.
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/analytics': 'http://localhost:8080',
      '/assets/config': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
});
