// The job queue as a Fastify plugin (app.jobs, its /metrics gauge, the pruning task). Apart from
// jobs.ts so that a process that runs the queue without a web server (the campaign sender,
// src/campaign-sender.ts) does not load Fastify's plugins or prom-client (issue 16's 150 MB).
import fp from 'fastify-plugin';
import type { Db } from './db.ts';
import { countJobsByState, createJobQueue, type JobQueue, type JobRunTracer, pruneFinishedJobs } from './jobs.ts';
import { registerJobQueueMetrics } from './metrics.ts';
import { schedulePeriodicTask } from './periodic-task.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** Set by tracing.ts when a collector is configured, before the queue is made. */
    jobRunTracer?: JobRunTracer;
  }
}

/**
 * app.jobs. With backgroundTasks the worker starts when the app is ready and stops when it closes;
 * the recurring jobs are queued at every start either way (a test then runs them with runUntilEmpty).
 */
export const jobsPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    const queue = createJobQueue({
      db,
      log: app.log.child({ component: 'jobs' }),
      traceRun: app.hasDecorator('jobRunTracer') ? app.jobRunTracer : undefined,
    });
    app.decorate('jobs', queue);
    registerJobQueueMetrics(app.metrics.registry, () => countJobsByState(db));
    app.addHook('onReady', async () => {
      await queue.scheduleRecurring();
      if (app.backgroundTasks) queue.start();
    });
    // preClose: before the mailer and the other onClose hooks go, so a running job can finish.
    app.addHook('preClose', async () => queue.stop());
    schedulePeriodicTask(app, { name: 'prune finished jobs', everyMs: 60 * 60_000, run: () => pruneFinishedJobs(db) });
  },
  { name: 'jobs', dependencies: ['metrics'] },
);
