// One jsdom per Vitest worker instead of one per test file (decision 077).
//
// Web test files share their worker's loaded modules (`isolate: false`): loading React, Mantine and
// the feature under test once per worker instead of once per file is most of the web project's
// time. Modules loaded by an earlier file keep references to the window they first saw (React DOM,
// Testing Library's `screen`, user-event), so every file must see that same window: the first file
// creates it, later files reuse it, and `test/setup.ts` empties it between files.
import { builtinEnvironments, type Environment } from 'vitest/environments';

const jsdom = builtinEnvironments.jsdom;
const SHARED = Symbol.for('mti.sharedJsdom');
type Holder = { [SHARED]?: boolean };

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  async setup(global, options) {
    const holder = global as Holder;
    if (!holder[SHARED]) {
      // Never torn down: the worker's process ends with the run.
      await jsdom.setup(global, options);
      holder[SHARED] = true;
    }
    return { teardown() {} };
  },
} satisfies Environment;
