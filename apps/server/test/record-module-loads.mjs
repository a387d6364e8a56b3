// `node --import ./record-module-loads.mjs …`: appends the URL of every module the process loads to
// the file named by RECORD_MODULE_LOADS (tests check what a start pulls in, e.g. no OpenTelemetry).
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
const file = process.env.RECORD_MODULE_LOADS;
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (file) appendFileSync(file, resolved.url + '\\n');
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
