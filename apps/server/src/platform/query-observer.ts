// Lets tracing (tracing.ts) see each database query without this layer importing OpenTelemetry:
// the drivers' `query` methods report the start and the end of each call to the observer set on
// the database, if any. Unset (no collector configured), a call costs one property read.

/** Called as a query starts, with its text; the function it returns is called when it ends. */
export type QueryObserver = (text: string) => (error?: unknown) => void;

/** The observer in place now; tracing sets it when the app starts and unsets it when it closes. */
export type QueryObservers = { current?: QueryObserver };

type Queryable = { query: (...args: never[]) => unknown };

const textOf = (query: unknown): string => {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
};

/**
 * Wraps target.query (a PGlite instance or transaction, a node-postgres client) in place. Handles
 * both the promise form and node-postgres's callback form (the pool calls its clients so).
 */
export function observeQueryMethod(target: Queryable, observers: QueryObservers): void {
  const original = target.query as (...args: unknown[]) => unknown;
  const observed = function observedQuery(this: unknown, ...args: unknown[]): unknown {
    const observer = observers.current;
    if (!observer) return original.apply(this, args);
    const end = observer(textOf(args[0]));
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        end(error ?? undefined);
        return (last as (...a: unknown[]) => unknown)(error, ...rest);
      };
      return original.apply(this, args);
    }
    try {
      const result = original.apply(this, args);
      if (result instanceof Promise) {
        // A branch of its own: the caller still gets the original promise and its rejection.
        result.then(
          () => end(),
          (error: unknown) => end(error),
        );
      } else {
        end();
      }
      return result;
    } catch (error) {
      end(error);
      throw error;
    }
  };
  (target as { query: unknown }).query = observed;
}
