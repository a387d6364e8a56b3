// /api/admin/console/apps/:appKey/image: upload (or replace) and remove an app's launcher image
// (issue 19, decision 091). The multipart body holds `version` (the app's, read by the form) and
// `file`; the catalogue's service checks the bytes, stores them and audits the change.
import multipart from '@fastify/multipart';
import { recordVersion } from '@mti/contracts/admin/console-api';
import { APP_IMAGE_MAX_BYTES, APP_IMAGE_NO_FILE, APP_IMAGE_TOO_LARGE } from '@mti/contracts/admin/console-app-images';
import { appKeyParams, consoleAppDetail } from '@mti/contracts/admin/console-catalogue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../platform/errors.ts';
import { removeAppImage, uploadAppImage } from '../catalog/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

// One byte over the limit is enough to know the file is too large; the service says so.
const LIMITS = { fileSize: APP_IMAGE_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 32, parts: 3 };

async function readImageForm(request: FastifyRequest): Promise<{ version: number; content: Buffer }> {
  let content: Buffer | null = null;
  let version: string | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') content = bytes;
      } else if (part.fieldname === 'version') {
        version = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('image_too_large', APP_IMAGE_TOO_LARGE, 'file');
    throw badRequest('invalid_input', APP_IMAGE_NO_FILE, 'file');
  }
  if (!content?.length) throw badRequest('invalid_input', APP_IMAGE_NO_FILE, 'file');
  const parsed = recordVersion.safeParse(version);
  if (!parsed.success) throw badRequest('invalid_input', 'The form did not say which version it read.', 'version');
  return { version: parsed.data, content };
}

export const consoleAppImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: LIMITS });
  const detail = { 200: consoleAppDetail, ...consoleErrors };

  app.post(
    '/api/admin/console/apps/:appKey/image',
    {
      schema: {
        tags: consoleTags,
        summary:
          "Upload or replace an app's launcher image (PNG, JPEG or WebP, at most 512 KB, 32–2048 px; multipart `version`, `file`)",
        consumes: ['multipart/form-data'],
        params: appKeyParams,
        response: detail,
      },
    },
    async (request) => {
      const form = await readImageForm(request);
      return uploadAppImage({ ...consoleCallOf(app.db, request), appKey: request.params.appKey, ...form });
    },
  );

  app.delete(
    '/api/admin/console/apps/:appKey/image',
    {
      schema: {
        tags: consoleTags,
        summary: "Remove an app's launcher image (the launcher shows its generic icon)",
        params: appKeyParams,
        querystring: z.object({ version: recordVersion }),
        response: detail,
      },
    },
    async (request) =>
      removeAppImage({
        ...consoleCallOf(app.db, request),
        appKey: request.params.appKey,
        version: request.query.version,
      }),
  );
};
