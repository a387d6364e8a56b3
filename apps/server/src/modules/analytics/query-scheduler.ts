// Who runs next on the engine's connections: at most `perUser` analyses of one user at a time, at
// most `slots` in all (the connection pool), a short queue per user beyond that, and the free slots
// handed round-robin across the users who wait, so that one user's burst of heavy analyses cannot
// hold back another user's small one. See docs/decisions/031.
import { tooManyQueries } from './analytics-errors.ts';

export type QuerySchedulerOptions = {
  /** Analyses running at once in all (the engine's connections). */
  slots: number;
  /** Analyses of one user running at once; below `slots` so that others still get a connection. */
  perUser: number;
  /** Analyses of one user waiting for a slot; one more is refused (429). */
  queuePerUser: number;
};

type Waiter = { start: () => void; fail: (error: Error) => void };

export type QueryScheduler = ReturnType<typeof createQueryScheduler>;

export function createQueryScheduler({ slots, perUser, queuePerUser }: QuerySchedulerOptions) {
  let running = 0;
  const runningOf = new Map<string, number>();
  const queues = new Map<string, Waiter[]>();
  /** Users with someone waiting, in the order they are served next. */
  const turn: string[] = [];
  let closedWith: Error | null = null;

  function begin(user: string) {
    running += 1;
    runningOf.set(user, (runningOf.get(user) ?? 0) + 1);
  }

  function end(user: string) {
    running -= 1;
    const left = (runningOf.get(user) ?? 1) - 1;
    if (left > 0) runningOf.set(user, left);
    else runningOf.delete(user);
    dispatch();
  }

  /** Starts waiting analyses while slots are free, one user after another. */
  function dispatch() {
    let looked = 0;
    while (running < slots && looked < turn.length) {
      const user = turn.shift() as string;
      const queue = queues.get(user) ?? [];
      if ((runningOf.get(user) ?? 0) >= perUser) {
        // This user is at their limit: they keep their place and the next user is looked at.
        turn.push(user);
        looked += 1;
        continue;
      }
      const next = queue.shift() as Waiter;
      if (queue.length > 0) turn.push(user);
      else queues.delete(user);
      looked = 0;
      begin(user);
      next.start();
    }
  }

  /** Runs task for user now, or after the analyses before it; refuses it when the user's queue is full. */
  async function run<T>(user: string, task: () => Promise<T>): Promise<T> {
    if (closedWith) throw closedWith;
    const mine = runningOf.get(user) ?? 0;
    if (mine < perUser && running < slots && !queues.has(user) && turn.length === 0) {
      begin(user);
    } else {
      const queue = queues.get(user) ?? [];
      if (queue.length >= queuePerUser) throw tooManyQueries(perUser);
      await new Promise<void>((start, fail) => {
        queue.push({ start, fail });
        if (!queues.has(user)) {
          queues.set(user, queue);
          turn.push(user);
        }
        dispatch();
      });
    }
    try {
      return await task();
    } finally {
      end(user);
    }
  }

  return {
    run,
    /** Refuses the analyses still waiting and any new one (the engine shuts down). */
    close: (error: Error) => {
      closedWith = error;
      for (const queue of queues.values()) for (const waiter of queue.splice(0)) waiter.fail(error);
      queues.clear();
      turn.length = 0;
    },
    /** What runs and waits now (tests, the status). */
    load: () => ({ running, waiting: [...queues.values()].reduce((n, q) => n + q.length, 0) }),
  };
}
