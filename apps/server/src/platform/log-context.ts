// The request id (and, inside a job, the job's id and kind) on every log line, whichever logger
// writes it (decision 036): a request's own `request.log` carries it as a binding already, but
// services and the mailer write through `app.log`, which knows nothing of the request. An
// AsyncLocalStorage holds the context for the request's (or job's) asynchronous work, and a pino
// mixin adds it to each line written outside a logger that binds it itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

export type LogContext = { reqId?: string; job_id?: number; job_kind?: string };

const storage = new AsyncLocalStorage<LogContext>();
/** Set on loggers whose bindings hold the context already (a request's, a job's): no second copy. */
const BINDS_CONTEXT = Symbol('binds log context');

/**
 * The pino mixin: the current context, unless the logger writing binds it itself. A new object
 * each time: pino merges the line's own fields into what the mixin returns.
 */
export function logContextMixin(_line: object, _level: number, logger: unknown): object {
  const context = storage.getStore();
  if (!context || (logger as { [BINDS_CONTEXT]?: true })[BINDS_CONTEXT]) return {};
  return { ...context };
}

/** A child logger with these bindings that the mixin leaves alone (they are the context). */
export function contextLogger(log: FastifyBaseLogger, bindings: LogContext): FastifyBaseLogger {
  const child = log.child(bindings);
  Object.defineProperty(child, BINDS_CONTEXT, { value: true });
  return child;
}

/** Fastify's childLoggerFactory: the request's logger, binding its id, marked as such. */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  const child = logger.child(bindings, options);
  Object.defineProperty(child, BINDS_CONTEXT, { value: true });
  return child;
}

/** Runs fn with this context: lines written during it, and during what it starts, carry it. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request id of the request (or job) being served, if any: jobs queued now keep it. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}
