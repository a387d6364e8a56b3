// Fair analyses: one user's burst of heavy analyses (held running by statements that end only
// when interrupted) neither blocks another user's small one nor grows without bound: two run, four
// wait, the rest are refused 429 with a message to wait for the running ones.
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createQueryScheduler } from './query-scheduler.ts';

const { app } = await buildTestApp();
const userA = await signInWithAnalytics(app, 'member');
const userB = await signInWithAnalytics(app, 'cardadder');
const engine = app.analyticsEngine;
await engine.whenReady();

/** A statement that runs until it is interrupted (engine.close). */
const HEAVY = 'select sum(a.range * b.range) as s from range(1000000000) a, range(1000000000) b';
const definition = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['region'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
};

type Outcome = { settled: false } | { settled: true; error?: { status?: number; code?: string } };

describe('analyses of several users', { timeout: 120_000 }, () => {
  it("answers B's small analysis while A's ten heavy ones run or wait, and refuses A beyond the queue", async () => {
    const outcomes: Outcome[] = [];
    const heavy = Array.from({ length: 10 }, (_, i) => {
      outcomes[i] = { settled: false };
      return engine
        .runFor(userA.siteId, () => engine.query(HEAVY, [], 3_600_000))
        .then(
          () => {
            outcomes[i] = { settled: true };
          },
          (error) => {
            outcomes[i] = { settled: true, error };
          },
        );
    });
    // The refusals come at once: two run, four wait, four are turned away.
    await new Promise((resolve) => setImmediate(resolve));
    const refused = outcomes.filter((o) => o.settled);
    expect(refused).toHaveLength(4);
    for (const o of refused) expect(o.settled && o.error).toMatchObject({ status: 429, code: 'too_many_queries' });

    const small = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: userB.headers,
      payload: { definition },
    });
    expect(small.statusCode).toBe(200);
    expect(small.json().row_headers.length).toBeGreaterThan(1);
    // A's six are still running or waiting.
    expect(outcomes.filter((o) => !o.settled)).toHaveLength(6);
    expect(engine.schedulerLoad()).toEqual({ running: 2, waiting: 4 });

    const moreFromA = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: userA.headers,
      payload: { definition },
    });
    expect(moreFromA.statusCode).toBe(429);
    expect(moreFromA.json()).toEqual({
      code: 'too_many_queries',
      msg: 'You already have 2 analyses running and more waiting. Wait for them to finish, then try again.',
    });

    // Shutting down interrupts the running statements; nothing is left hanging.
    await engine.close();
    await Promise.all(heavy);
    expect(outcomes.every((o) => o.settled)).toBe(true);
  });
});

describe('the order analyses are admitted in', () => {
  it("admits another user's analysis before the busy user's queue has drained", async () => {
    const scheduler = createQueryScheduler({ slots: 3, perUser: 2, queuePerUser: 4 });
    const started: string[] = [];
    const finishers: Array<() => void> = [];
    /** An analysis of `user` that runs until the test finishes it. */
    const analysis = (user: string, name: string) =>
      scheduler.run(user, () => {
        started.push(name);
        return new Promise<void>((resolve) => finishers.push(resolve));
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    // A: two run and four wait; C takes the last slot; B arrives with every slot taken.
    const all = [1, 2, 3, 4, 5, 6].map((i) => analysis('A', `A${i}`));
    all.push(analysis('C', 'C1'), analysis('B', 'B1'));
    await settle();
    expect(started).toEqual(['A1', 'A2', 'C1']);
    expect(scheduler.load()).toEqual({ running: 3, waiting: 5 });

    // One of A's ends: A was waiting first and gets the slot; its turn then passes to B.
    finishers[0]?.();
    await settle();
    expect(started.at(-1)).toBe('A3');
    finishers[1]?.();
    await settle();
    // B runs while three of A's still wait.
    expect(started.at(-1)).toBe('B1');
    expect(scheduler.load()).toEqual({ running: 3, waiting: 3 });

    // Everything else finishes in turn.
    for (let i = 0; i < 8; i++) {
      finishers[i]?.();
      await settle();
    }
    await Promise.all(all);
    expect(started).toHaveLength(8);
  });
});
