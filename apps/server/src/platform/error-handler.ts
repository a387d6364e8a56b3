// One place maps every thrown error to the spec's {code, msg} body. 5xx bodies stay generic.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db.ts';
import { AppError, type ErrorBody } from './errors.ts';

export const DATABASE_UNAVAILABLE_MSG = 'The service is briefly unavailable. Please try again in a moment.';

export const INTERNAL_ERROR_MSG =
  'Internal Server Error: Something has gone wrong. If the issue persists please contact administrator.';

type ZodIssueLike = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldOf(issue: ZodIssueLike, context: string | undefined): string {
  const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
  return path.length ? path.map(String).join('.') : (context ?? 'body');
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, msg: error.msg };
      if (error.field) body.field = error.field;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = (error.validation[0] ?? {}) as ZodIssueLike;
      const field = fieldOf(issue, error.validationContext);
      return reply.status(400).send({ code: 'invalid_input', msg: issue.message ?? `Invalid ${field}`, field });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ code: 'internal', msg: INTERNAL_ERROR_MSG });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit) keep their status.
      const code = status === 429 ? 'rate_limited' : ((error as FastifyError).code ?? 'bad_request').toLowerCase();
      const msg = status === 429 ? 'Too many requests. Please wait a minute and try again.' : error.message;
      return reply.status(status).send({ code, msg });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'database_unavailable', msg: DATABASE_UNAVAILABLE_MSG });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', msg: INTERNAL_ERROR_MSG });
  });
}

export const BAD_URL_MSG = 'The address of this request is not valid: check its percent-encoding.';

/** Errors Fastify raises before routing (a badly percent-encoded URL), which setErrorHandler never sees. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ code: 'bad_url', msg: BAD_URL_MSG });
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send({ code: 'internal', msg: INTERNAL_ERROR_MSG });
}
