// Liveness and readiness probes for a load balancer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusResponse = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusResponse } } }, async () => ({ status: 'ok' }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusResponse, 503: statusResponse } } },
    async (request, reply) => {
      // Draining (SIGTERM): the load balancer sends new requests elsewhere.
      if (app.draining) return reply.status(503).send({ status: 'shutting down' });
      const ready = await ping().catch((err) => {
        request.log.warn({ err }, 'database not reachable');
        return false;
      });
      return ready ? { status: 'ready' } : reply.status(503).send({ status: 'database unreachable' });
    },
  );
};
