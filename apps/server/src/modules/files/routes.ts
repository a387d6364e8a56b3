// The file repository under /analytics/api (spec §7 "Analytics server calls"), in the original
// server's shapes: repo/files/deleted, repo/files/{path}/rename, repos/{path}/content; and folders
// (repo/dirs/{path}), uploads (repo/files/import), saved analyses (PUT repo/files/{path}) and the
// tables a user can blend (repo/tables). Children, tree, properties, downloads, createDir and the
// trash calls, as Pentaho's FileResource takes them, are in pentaho-routes.ts.
// Every route needs the analytics session (onRequest, before any input is read).
import multipart from '@fastify/multipart';
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { errorBody } from '@mti/contracts/common/error-body';
import { newFileNameSchema } from '@mti/contracts/files/file-name';
import {
  ANALYSIS_EXTENSION,
  fileIdParams,
  fileLocation,
  repositoryFileDto,
  repositoryFileList,
  repositoryPathParams,
  saveAnalysisBody,
  saveAnalysisQuery,
  uploadResponse,
  userTablesResponse,
} from '@mti/contracts/files/repository-api';
import { sharedWithMeList } from '@mti/contracts/files/shared-with-me';
import { storageUsageResponse } from '@mti/contracts/files/storage';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import { inline } from '../../platform/content-disposition.ts';
import { schedulePeriodicTask } from '../../platform/periodic-task.ts';
import { type Owner, unknownRepositoryCall } from './repository-path.ts';
import {
  createFolder,
  listDeletedFiles,
  locateOwnFile,
  purgeExpiredTrash,
  readFileContent,
  renameFile,
  saveAnalysis,
  uploadFile,
} from './service.ts';
import { listSharedWithMe, type Organization } from './shared-with-me.ts';
import { readStorageUsage } from './storage-quota.ts';
import { listUserTables } from './table-service.ts';
import { readUploadForm, UPLOAD_LIMITS } from './upload-form.ts';
import { tableLimitsOf } from './upload-limits.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['files'];
const SWEEP_EVERY_MS = 60 * 60 * 1000;

function ownerOf(request: FastifyRequest): Owner {
  const { siteId, timssCustomer } = analyticsSessionOf(request);
  return { siteId, timssCustomer };
}

export type FilesRoutesOptions = {
  /**
   * Refuses an analysis its owner could not run (unknown dataset 404, one they may not read 403, a
   * dimension or measure the dataset lacks 400) before it is saved; the analytics service's check.
   */
  checkAnalysis?: (siteId: string, definition: AnalysisDefinition) => Promise<void>;
  /**
   * The caller's organisation and its members (the identity service's answer; passed in, since
   * identity's mail reaches files through content and a direct call would close a cycle). Without
   * it nobody has an organisation and nothing is shared with anyone.
   */
  organizationOf?: (siteId: string) => Promise<Organization>;
};

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const db = app.db;
  const onRequest = app.requireAnalyticsUser;
  // Decision 032: what an upload may unpack and hold, and what each user may store.
  const limits = tableLimitsOf(app.config);
  const quotaBytes = app.config.STORAGE_QUOTA_BYTES;
  schedulePeriodicTask(app, { name: 'empty the trash', everyMs: SWEEP_EVERY_MS, run: () => purgeExpiredTrash({ db }) });

  app.get(
    '/analytics/api/repo/files/shared',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Files of any type colleagues share with your organisation (read-only or editable)',
        response: { 200: sharedWithMeList, ...errors },
      },
    },
    async (request) => listSharedWithMe({ db, owner: ownerOf(request), organizationOf: options.organizationOf }),
  );

  app.get(
    '/analytics/api/repo/files/deleted',
    {
      onRequest,
      schema: { tags, summary: 'The trash (last 30 days)', response: { 200: repositoryFileList, ...errors } },
    },
    async (request) => listDeletedFiles({ db, owner: ownerOf(request) }),
  );

  app.get(
    '/analytics/api/repo/files/by-id/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Where one of your saved analyses is now, by its id (the analyzer's shareable address)",
        params: fileIdParams,
        response: { 200: fileLocation, ...errors },
      },
    },
    async (request) =>
      locateOwnFile({ db, owner: ownerOf(request), id: request.params.id, extension: ANALYSIS_EXTENSION }),
  );

  app.put(
    '/analytics/api/repo/files/:path/rename',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a file or folder (newName without the extension, which stays)',
        params: repositoryPathParams,
        querystring: z.object({ newName: newFileNameSchema }),
        response: { 200: repositoryFileDto, ...errors },
      },
    },
    async (request) =>
      renameFile({ db, owner: ownerOf(request), path: request.params.path, newName: request.query.newName }),
  );

  app.get(
    '/analytics/api/repos/:path/content',
    {
      onRequest,
      schema: { tags, summary: "A file's content (csv, xls, xlsx, xanalyzer)", params: repositoryPathParams },
    },
    async (request, reply) => {
      const file = await readFileContent({ db, owner: ownerOf(request), path: request.params.path });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', inline(file.name))
        .header('cache-control', 'private, no-cache')
        .send(file.content);
    },
  );

  app.put(
    '/analytics/api/repo/dirs/:path',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a folder (the last name of the path) in a folder of your own',
        params: repositoryPathParams,
        response: { 201: repositoryFileDto, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder({ db, owner: ownerOf(request), path: request.params.path })),
  );

  app.post(
    '/analytics/api/repo/files/import',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX of at most 25 MB (multipart: importDir, overwriteFile, fileUpload)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, 201: uploadResponse, 413: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const { file, created } = await uploadFile({
        db,
        owner: ownerOf(request),
        folder: form.importDir,
        fileName: form.fileName,
        content: form.content,
        overwrite: form.overwrite,
        limits,
        quotaBytes,
      });
      return reply.status(created ? 201 : 200).send(file);
    },
  );

  app.put(
    '/analytics/api/repo/files/:path',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save an analysis as a .xanalyzer file (overwrite=true to replace one)',
        params: repositoryPathParams,
        querystring: saveAnalysisQuery,
        body: saveAnalysisBody,
        response: { 200: repositoryFileDto, 201: repositoryFileDto, 413: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      await options.checkAnalysis?.(ownerOf(request).siteId, request.body);
      const { file, created } = await saveAnalysis({
        db,
        owner: ownerOf(request),
        path: request.params.path,
        definition: request.body,
        overwrite: request.query.overwrite === 'true',
        quotaBytes,
      });
      return reply.status(created ? 201 : 200).send(file);
    },
  );

  app.get(
    '/analytics/api/repo/tables',
    {
      onRequest,
      schema: { tags, summary: 'Your uploaded tables, for blending', response: { 200: userTablesResponse, ...errors } },
    },
    async (request) => ({ tables: await listUserTables({ db, siteId: ownerOf(request).siteId }) }),
  );

  app.get(
    '/analytics/api/repo/usage',
    {
      onRequest,
      schema: {
        tags,
        summary: 'What your files take (Recently deleted not counted) and your storage quota, in bytes',
        response: { 200: storageUsageResponse, ...errors },
      },
    },
    async (request) => readStorageUsage({ db, siteId: ownerOf(request).siteId, quotaBytes }),
  );

  // Whatever else reaches the repository is an unknown call (404), or, when its address hides a
  // traversal ('..', encoded separators), refused (403) without being looked up.
  for (const prefix of ['/analytics/api/repo/*', '/analytics/api/repos/*']) {
    app.all(prefix, { onRequest, schema: { hide: true } }, async (request) => {
      throw unknownRepositoryCall(request.url, ownerOf(request));
    });
  }
};
