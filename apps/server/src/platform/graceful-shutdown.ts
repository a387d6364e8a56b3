// Draining on shutdown (decision 028). On SIGTERM main.ts calls stopAccepting(), then app.close():
// /readyz answers 503 at once; connections the kernel already holds are accepted and the listening
// socket closes; every request already received, or still arriving on an open keep-alive
// connection, is answered with `Connection: close`; idle keep-alive connections are closed only once
// nothing is in flight and a short linger has passed, so that a request already on its way over
// one of them is read and answered rather than reset.
import { Server as NetServer } from 'node:net';
import fp from 'fastify-plugin';

/** How long idle keep-alive connections stay open after SIGTERM (a quarter of the grace period if that is shorter). */
const IDLE_LINGER_MS = 1_000;

/** Resolves in the check phase, after the event loop's poll phase has read and accepted what is waiting. */
const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

declare module 'fastify' {
  interface FastifyInstance {
    /** True from stopAccepting() or app.close() on: /readyz answers 503. */
    readonly draining: boolean;
    /** Readiness 503, then no new connection; the open ones stay. Idempotent; app.close() calls it too. */
    stopAccepting(): Promise<void>;
    /** Requests received and not yet answered, and open connections: what a cut-short shutdown cuts. */
    drainState(): Promise<{ requestsInFlight: number; openConnections: number }>;
  }
}

export const gracefulShutdownPlugin = fp<{ graceMs: number }>(
  async (app, { graceMs }) => {
    let draining = false;
    let closingConnections = false;
    let stopped: Promise<void> | null = null;
    let requestsInFlight = 0;
    const quiet = new Set<() => void>();
    const server = app.server;

    server.on('request', (_req, res) => {
      requestsInFlight += 1;
      res.once('close', () => {
        requestsInFlight -= 1;
        if (requestsInFlight === 0) for (const resolve of quiet) resolve();
      });
    });
    const nothingInFlight = () =>
      requestsInFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => quiet.add(resolve));
    const openConnections = () =>
      new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));

    const stopAccepting = () => {
      draining = true;
      stopped ??= (async () => {
        if (!server.listening) return;
        // Connections the kernel has completed but a busy event loop has not yet accepted would be
        // reset when the listening socket closes: let two poll phases accept them first.
        await nextLoopTurn();
        await nextLoopTurn();
        // Net's close, not http's: http's also closes idle keep-alive connections at once, racing
        // requests already on their way over them.
        NetServer.prototype.close.call(server);
      })();
      return stopped;
    };

    app.decorate('draining', { getter: () => draining });
    app.decorate('stopAccepting', stopAccepting);
    app.decorate('drainState', async () => ({ requestsInFlight, openConnections: await openConnections() }));

    // Once no new connection can come, each response tells its client to open the next one elsewhere.
    // (Fastify says so itself for requests routed after close began; this covers those routed before.)
    app.addHook('onSend', async (request, reply) => {
      if (closingConnections && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    });

    // Runs before Fastify's own server.close(), which would close idle connections at once.
    app.addHook('preClose', async () => {
      await stopAccepting();
      closingConnections = true;
      if (!server.listening && requestsInFlight === 0 && (await openConnections()) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(IDLE_LINGER_MS, graceMs / 4)));
      await nothingInFlight();
      // After a poll phase: bytes already received on an "idle" connection become a request first.
      await nextLoopTurn();
      server.closeIdleConnections();
    });
  },
  { name: 'graceful-shutdown' },
);
