// /api/admin/console/users…: the Users screen's calls (issue 19). Each handler calls one
// service function; the console gate (console-routes.ts) has already refused anybody else.
import {
  consoleUserDetail,
  createUserBody,
  reassignUserSeatBody,
  reassignUserSeatParams,
  updateUserBody,
  userActionBody,
  userActionParams,
  userListQuery,
  userListResponse,
  userParams,
} from '@mti/contracts/admin/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';
import {
  actOnUser,
  createUser,
  exportUsers,
  getUser,
  listUsers,
  reassignUserSeat,
  sendResetLink,
  USER_CSV_HEADER,
  updateUser,
} from './users-service.ts';

export const consoleUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = (request: Parameters<typeof consoleCallOf>[1]) => consoleCallOf(app.db, request);
  const answers = { 200: consoleUserDetail, ...consoleErrors };

  registerConsoleList(app, {
    path: '/api/admin/console/users',
    summary: 'Users matching a search (username, name, e-mail, organisation), paged and sorted',
    exportSummary: 'The same user search as CSV (text/csv)',
    query: userListQuery,
    page: userListResponse,
    pageOf: listUsers,
    allRowsOf: exportUsers,
    csv: { fileName: 'users.csv', header: USER_CSV_HEADER, cellsOf: (cells) => cells },
  });

  app.post(
    '/api/admin/console/users',
    {
      schema: {
        tags: consoleTags,
        summary: 'Create a user; a reset link is mailed so that they set their password',
        body: createUserBody,
        response: answers,
      },
    },
    async (request) => createUser({ ...call(request), body: request.body }),
  );

  app.get(
    '/api/admin/console/users/:siteId',
    { schema: { tags: consoleTags, summary: 'One user with roles and seats', params: userParams, response: answers } },
    async (request) => getUser({ ...call(request), siteId: request.params.siteId }),
  );

  app.put(
    '/api/admin/console/users/:siteId',
    {
      schema: {
        tags: consoleTags,
        summary: 'Change profile, membership and subscription; 409 stale if someone else changed the user meanwhile',
        params: userParams,
        body: updateUserBody,
        response: answers,
      },
    },
    async (request) => updateUser({ ...call(request), siteId: request.params.siteId, body: request.body }),
  );

  app.post(
    '/api/admin/console/users/:siteId/:action',
    {
      schema: {
        tags: consoleTags,
        summary: 'Disable, enable, unlock or force a password change (with the version read)',
        params: userActionParams,
        body: userActionBody,
        response: answers,
      },
    },
    async (request) =>
      actOnUser({
        ...call(request),
        siteId: request.params.siteId,
        userAction: request.params.action,
        version: request.body.version,
      }),
  );

  app.post(
    '/api/admin/console/users/:siteId/reset-link',
    {
      schema: {
        tags: consoleTags,
        summary: 'Mail the user a password reset link (the forgot-password mail)',
        params: userParams,
        response: { 204: z.null(), ...consoleErrors },
      },
    },
    async (request, reply) => {
      await sendResetLink({ ...call(request), siteId: request.params.siteId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/console/users/:siteId/seats/:subscriptionId/reassign',
    {
      schema: {
        tags: consoleTags,
        summary: 'Give the user\u2019s passport seat to another user because the employee left',
        params: reassignUserSeatParams,
        body: reassignUserSeatBody,
        response: answers,
      },
    },
    async (request) =>
      reassignUserSeat({
        ...call(request),
        siteId: request.params.siteId,
        subscriptionId: request.params.subscriptionId,
        toUserid: request.body.to_userid,
        reason: request.body.reason,
      }),
  );
};
