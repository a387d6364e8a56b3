// A task every server instance runs on a timer (clean-ups such as emptying the trash). Each run
// must be safe while other instances run it too: a plain DELETE of what has expired is.
// Started when the app is ready, stopped when it closes; an app built with backgroundTasks: false
// (the tests) starts none, and its tests call the task itself instead.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether timers and start-up loads run in the background (buildApp's backgroundTasks). */
    backgroundTasks: boolean;
  }
}

export function schedulePeriodicTask(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run: () => Promise<unknown> },
) {
  if (!app.backgroundTasks) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // a slow run is not stacked on
    running = run()
      .catch((err: Error) => app.log.error({ err, task: name }, 'periodic task failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
