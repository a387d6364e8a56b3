// The log context's Fastify plugin, apart from log-context.ts so that the job queue (which uses the
// context) loads no Fastify plugin code in the campaign sender's process (issue 16).
import fp from 'fastify-plugin';
import { runWithLogContext } from './log-context.ts';

/**
 * Enters the request's context when it arrives; the hooks, the body's parsing and the handler run
 * inside it (a body sent after the headers too: log-context.test.ts sends one so).
 */
export const logContextPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      runWithLogContext({ reqId: request.id }, done);
    });
  },
  { name: 'log-context' },
);
