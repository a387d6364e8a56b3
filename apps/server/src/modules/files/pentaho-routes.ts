// The repository calls a Pentaho client makes, with Pentaho Server 9's paths, parameters, body
// encodings and answers (org.pentaho.platform.web.http.api.resources.FileResource in
// pentaho/pentaho-platform; decision 033), under /analytics/api: children, tree and properties
// (of a path or of the root), a file's content and its download, createDir, and delete, restore
// and deletepermanent with the ids as a body of any content type. Lists, trees and records come
// as JSON, or as XML to a client that asks for it. A user reaches `/`, `/home` and their own home.
import { XSRF_HEADER } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import {
  fileIdsBody,
  repositoryFileDto,
  repositoryFileList,
  repositoryPathParams,
} from '@mti/contracts/files/repository-api';
import {
  childrenQuery,
  downloadQuery,
  repositoryFileTreeDto,
  treeQuery,
} from '@mti/contracts/files/repository-browse-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import { attachment, inline } from '../../platform/content-disposition.ts';
import { listChildren, readFileProperties, readFileTree } from './browse-service.ts';
import { createFolderPath } from './create-folder-path.ts';
import { deleteFilesPermanently } from './delete-permanently.ts';
import { readEveryBodyAsText } from './id-list-body.ts';
import { type Owner, unknownRepositoryCall } from './repository-path.ts';
import { fileListXml, fileTreeXml, fileXml, sendNegotiated } from './repository-xml.ts';
import { readFileContent, restoreFiles, trashFiles } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['files'];
const FILES = '/analytics/api/repo/files';
/** The root's colon path: FileResource's path-less calls (`repo/files/children`) mean `/`. */
const ROOT = ':';

function ownerOf(request: FastifyRequest): Owner {
  const { siteId, timssCustomer } = analyticsSessionOf(request);
  return { siteId, timssCustomer };
}

export const pentahoRoutes: FastifyPluginAsyncZod = async (app) => {
  readEveryBodyAsText(app); // this plugin's routes only
  const db = app.db;
  const onRequest = app.requireAnalyticsUser;
  const quotaBytes = app.config.STORAGE_QUOTA_BYTES;

  // ---- the anti-forgery token, as Pentaho's own clients ask for it

  // common-ui's pentaho-csrf.js calls api/csrf/token?url=… before a write and echoes the token in
  // the header the answer names: answering it lets an unchanged client write, with no weaker check.
  app.get(
    '/analytics/api/csrf/token',
    {
      onRequest,
      schema: {
        tags,
        summary: "The anti-forgery token and the header to send it in (Pentaho's CsrfTokenResource)",
        querystring: z.object({ url: z.string().max(2000).optional() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('X-CSRF-TOKEN', reply.currentXsrfToken()).header('X-CSRF-HEADER', XSRF_HEADER);
      return reply.status(204).send(null);
    },
  );

  // ---- browsing: children, tree, properties, of a path and of the root

  for (const withPath of [true, false]) {
    const at = withPath ? `${FILES}/:path` : FILES;
    // The root's routes have no params schema at all: a `params: undefined` key makes Fastify warn.
    const params = withPath ? { params: repositoryPathParams } : {};
    const pathOf = (request: FastifyRequest) => (withPath ? (request.params as { path: string }).path : ROOT);
    const where = withPath ? "a folder's (path: `:home:{timss_customer}:…`, `:home` or `:`)" : "the root's";

    app.get(
      `${at}/children`,
      {
        onRequest,
        schema: {
          tags,
          summary: `The items of ${where} (showHidden, filter as Pentaho's: \`*.csv|FILES\`, \`*|FOLDERS\`)`,
          ...params,
          querystring: childrenQuery,
          response: { 200: repositoryFileList, ...errors },
        },
      },
      async (request, reply) => {
        const { showHidden, filter } = request.query;
        const list = await listChildren({
          db,
          owner: ownerOf(request),
          path: pathOf(request),
          showHidden: showHidden === true,
          filter,
        });
        return sendNegotiated(request, reply, list, fileListXml);
      },
    );

    app.get(
      `${at}/tree`,
      {
        onRequest,
        schema: {
          tags,
          summary: `The tree below ${where} (depth: levels, -1 for all; showHidden; filter)`,
          ...params,
          querystring: treeQuery,
          response: { 200: repositoryFileTreeDto, ...errors },
        },
      },
      async (request, reply) => {
        const { depth, showHidden, filter } = request.query;
        const tree = await readFileTree({
          db,
          owner: ownerOf(request),
          path: pathOf(request),
          depth,
          showHidden: showHidden === true,
          filter,
        });
        if (tree === null) return reply.status(204).send();
        return sendNegotiated(request, reply, tree, fileTreeXml);
      },
    );

    app.get(
      `${at}/properties`,
      {
        onRequest,
        schema: { tags, summary: `The record of ${where}`, ...params, response: { 200: repositoryFileDto, ...errors } },
      },
      async (request, reply) => {
        const file = await readFileProperties({ db, owner: ownerOf(request), path: pathOf(request) });
        return sendNegotiated(request, reply, file, fileXml);
      },
    );
  }

  // ---- contents: the file itself, as an attachment on download, to show in place otherwise

  const contents = [
    {
      suffix: '/download',
      summary: 'Download a file (withManifest is not read: never a zip)',
      disposition: attachment,
    },
    { suffix: '', summary: "A file's content, to show in place", disposition: inline },
  ];
  for (const { suffix, summary, disposition } of contents) {
    app.get(
      `${FILES}/:path${suffix}`,
      { onRequest, schema: { tags, summary, params: repositoryPathParams, querystring: downloadQuery } },
      async (request, reply) => {
        // A name without the leading colon is one of FileResource's own calls (canAdminister,
        // reservedCharacters…), not a path: unknown here.
        if (!request.params.path.startsWith(':')) throw unknownRepositoryCall(request.url, ownerOf(request));
        const file = await readFileContent({ db, owner: ownerOf(request), path: request.params.path });
        reply.header('content-type', file.contentType).header('cache-control', 'private, no-cache');
        return reply.header('content-disposition', disposition(file.name)).send(file.content);
      },
    );
  }

  // ---- writing

  app.put(
    `${FILES}/:path/createDir`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a folder and any missing folder above it (200; 409 when all were there)',
        params: repositoryPathParams,
      },
    },
    async (request, reply) => {
      await createFolderPath({ db, owner: ownerOf(request), path: request.params.path });
      return reply.status(200).send();
    },
  );

  const idCalls = [
    ['delete', 'Move files to the trash', trashFiles],
    ['restore', 'Restore files from the trash', restoreFiles],
    ['deletepermanent', 'Delete files of the trash for good', deleteFilesPermanently],
  ] as const;
  for (const [name, summary, run] of idCalls) {
    app.put(
      `${FILES}/${name}`,
      {
        onRequest,
        schema: { tags, summary: `${summary} (body: comma-separated ids, any content type)`, body: fileIdsBody },
      },
      async (request, reply) => {
        await run({ db, owner: ownerOf(request), ids: request.body, quotaBytes });
        return reply.status(200).send();
      },
    );
  }
};
