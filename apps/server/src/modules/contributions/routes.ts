// /api/contributions/*: AGMA MMTR uploads and USMTO in Advance (issue 17, decision 047).
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { errorBody } from '@mti/contracts/common/error-body';
import { agmaRefusalResponse, agmaUploadResponse, agmaUploadsResponse } from '@mti/contracts/contributions/agma-api';
import { AGMA_MAX_BYTES, AGMA_NO_FILE, AGMA_TOO_LARGE } from '@mti/contracts/contributions/agma-rules';
import {
  submitUsmtoAdvanceBody,
  usmtoAdvanceAggregate,
  usmtoAdvancePeriodParams,
  usmtoAdvanceStatus,
} from '@mti/contracts/contributions/usmto-advance-api';
import {
  USMTO_ADVANCE_MAX_BYTES,
  USMTO_ADVANCE_NO_FILE,
  USMTO_ADVANCE_TOO_LARGE,
  usmtoAdvanceRefusal,
} from '@mti/contracts/contributions/usmto-advance-upload';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../platform/auth.ts';
import { attachment } from '../../platform/content-disposition.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import {
  agmaDelimiterOf,
  assertAgmaParticipant,
  downloadAgmaVersion,
  listAgmaUploads,
  uploadAgmaReport,
} from './agma-service.ts';
import { createClock } from './clock.ts';
import {
  releaseDueMonths,
  USMTO_ADVANCE_RELEASE_EVERY_MS,
  USMTO_ADVANCE_RELEASE_JOB,
} from './usmto-advance-release.ts';
import { getUsmtoAdvanceAggregate, getUsmtoAdvanceStatus, submitUsmtoAdvance } from './usmto-advance-service.ts';
import { uploadUsmtoAdvance } from './usmto-advance-upload.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['contributions'];
const tooLarge = () => new AppError(413, 'file_too_large', AGMA_TOO_LARGE, 'file');

export type ContributionsRoutesOptions = { clockControl: boolean };

export const contributionsRoutes: FastifyPluginAsyncZod<ContributionsRoutesOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: AGMA_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const db = app.db;
  const quotaBytes = app.config.STORAGE_QUOTA_BYTES;
  const clock = createClock();
  // Every minute, once across instances: months past their deadline are released, past their public date published.
  app.jobs.defineRecurring(USMTO_ADVANCE_RELEASE_JOB, USMTO_ADVANCE_RELEASE_EVERY_MS, async (_payload, { now }) => {
    await releaseDueMonths({ db, now });
  });

  if (options.clockControl) {
    // Test-only (CONTRIBUTIONS_CLOCK_CONTROL=1): the end-to-end server moves past a deadline.
    app.put(
      '/api/contributions/test-clock',
      { schema: { tags, body: z.object({ now: z.iso.datetime().nullable() }) } },
      async (request) => {
        // The clock moves past deadlines the queue's real time has not reached: the release task runs
        // as of the new time first, so that the clock starts once it is done (a test one second
        // before a deadline stays before it).
        const at = request.body.now ? new Date(request.body.now) : new Date();
        await releaseDueMonths({ db, now: at });
        clock.set(request.body.now ? at : null);
        return { now: clock.now().toISOString() };
      },
    );
  }

  // Every AGMA route: signed in, then the `agma` role (403 with the sentence the page shows).
  const agmaParticipant = [
    app.requireUser,
    async (request: FastifyRequest) => assertAgmaParticipant({ db, siteId: userOf(request).siteId }),
  ];

  app.post(
    '/api/contributions/agma/uploads',
    {
      onRequest: [...agmaParticipant],
      schema: {
        tags,
        summary: 'Upload an AGMA MMTR monthly report (.csv or .txt, at most 20 MB; multipart field `file`)',
        consumes: ['multipart/form-data'],
        response: {
          200: agmaUploadResponse,
          201: agmaUploadResponse,
          413: errorBody,
          ...errors,
          400: z.union([agmaRefusalResponse, errorBody]),
        },
      },
    },
    async (request, reply) => {
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file();
      } catch {
        throw badRequest('invalid_input', AGMA_NO_FILE, 'file');
      }
      if (!part?.filename) throw badRequest('invalid_input', AGMA_NO_FILE, 'file');
      const file = part.file;
      // The wrong extension is refused before a byte is read.
      agmaDelimiterOf(part.filename);
      const chunks: Buffer[] = [];
      const ended = new Promise<void>((resolve, reject) => {
        file.on('end', resolve);
        file.on('error', reject);
      });
      const checked = new Readable({ read() {} });
      // Past the size limit the check stops at once; the rest is drained and the upload refused (413).
      let open = true;
      const close = () => {
        if (open) checked.push(null);
        open = false;
      };
      file.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (open) checked.push(chunk);
      });
      file.on('limit', close);
      file.on('end', close);
      const outcome = await uploadAgmaReport({
        db,
        user: userOf(request),
        fileName: part.filename,
        stream: checked,
        content: async () => {
          await ended;
          if (file.truncated) throw tooLarge();
          return Buffer.concat(chunks);
        },
        quotaBytes,
        now: clock.now(),
      });
      if (!outcome.accepted) return reply.status(400).send(outcome.refusal);
      return reply.status(outcome.response.replaced ? 200 : 201).send(outcome.response);
    },
  );

  app.get(
    '/api/contributions/agma/uploads',
    {
      onRequest: [...agmaParticipant],
      schema: {
        tags,
        summary: "The caller's AGMA months with every version",
        response: { 200: agmaUploadsResponse, ...errors },
      },
    },
    async (request) => listAgmaUploads({ db, siteId: userOf(request).siteId }),
  );

  app.get(
    '/api/contributions/agma/uploads/:rpt_date/versions/:version',
    {
      onRequest: [...agmaParticipant],
      schema: {
        tags,
        summary: 'One of the caller’s own AGMA versions, as uploaded',
        params: z.object({ rpt_date: z.iso.date(), version: z.coerce.number().int().min(1) }),
      },
    },
    async (request, reply) => {
      const { fileName, content } = await downloadAgmaVersion({
        db,
        siteId: userOf(request).siteId,
        rptDate: request.params.rpt_date,
        version: request.params.version,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(content);
    },
  );

  app.get(
    '/api/contributions/usmto-advance',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The open USMTO in Advance month, its deadline and the caller’s submissions',
        response: { 200: usmtoAdvanceStatus, ...errors },
      },
    },
    async (request) => getUsmtoAdvanceStatus({ db, siteId: userOf(request).siteId, now: clock.now() }),
  );

  app.put(
    '/api/contributions/usmto-advance/periods/:period',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Submit (or replace, until the deadline) the caller’s orders of the open month',
        params: usmtoAdvancePeriodParams,
        body: submitUsmtoAdvanceBody,
        response: { 200: usmtoAdvanceStatus, ...errors },
      },
    },
    async (request) =>
      submitUsmtoAdvance({
        db,
        user: userOf(request),
        period: request.params.period,
        body: request.body,
        now: clock.now(),
        quotaBytes,
      }),
  );

  app.post(
    '/api/contributions/usmto-advance/periods/:period/uploads',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Submit (or replace, until the deadline) the open month’s orders as a .csv or .txt file (columns category, units, orders_dollars; multipart field `file`)',
        consumes: ['multipart/form-data'],
        params: usmtoAdvancePeriodParams,
        response: {
          200: usmtoAdvanceStatus,
          413: errorBody,
          ...errors,
          400: z.union([usmtoAdvanceRefusal, errorBody]),
        },
      },
    },
    async (request, reply) => {
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file({ limits: { fileSize: USMTO_ADVANCE_MAX_BYTES, files: 1 } });
      } catch {
        throw badRequest('invalid_input', USMTO_ADVANCE_NO_FILE, 'file');
      }
      if (!part?.filename) throw badRequest('invalid_input', USMTO_ADVANCE_NO_FILE, 'file');
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        throw new AppError(413, 'file_too_large', USMTO_ADVANCE_TOO_LARGE, 'file');
      }
      const outcome = await uploadUsmtoAdvance({
        db,
        user: userOf(request),
        period: request.params.period,
        fileName: part.filename,
        content,
        now: clock.now(),
        quotaBytes,
      });
      if (!outcome.accepted) return reply.status(400).send(outcome.refusal);
      return outcome.status;
    },
  );

  app.get(
    '/api/contributions/usmto-advance/periods/:period/aggregate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The month’s aggregate: after the deadline to those who submitted, to everyone from the public release',
        params: usmtoAdvancePeriodParams,
        response: { 200: usmtoAdvanceAggregate, ...errors },
      },
    },
    async (request) =>
      getUsmtoAdvanceAggregate({ db, siteId: userOf(request).siteId, period: request.params.period, now: clock.now() }),
  );
};
