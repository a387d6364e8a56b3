// /api/admin/console/companies…: the console's exhibitor companies (issue 19, decision 068): list
// and export, one company, add, rename and delete (decision 074), its booth contracts and its sender
// domains. Each handler
// calls one service function; the console gate (console-routes.ts) has already refused anybody else.
import {
  addDomainBody,
  companyContractParams,
  companyDeletedResponse,
  companyDomainParams,
  companyFields,
  companyListQuery,
  companyListResponse,
  consoleCompanyDetail,
  consoleCompanyParams,
  createContractBody,
  deleteVersionQuery,
  updateCompanyBody,
  updateContractBody,
} from '@mti/contracts/admin/console-companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addContract,
  addDomain,
  COMPANY_CSV_HEADER,
  changeContract,
  createCompany,
  deleteCompany,
  deleteContract,
  exportCompanies,
  getCompany,
  listCompanies,
  revokeDomain,
  updateCompany,
} from './companies-service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

const base = '/api/admin/console/companies';

export const consoleCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = (request: Parameters<typeof consoleCallOf>[1]) => consoleCallOf(app.db, request);
  const answers = { 200: consoleCompanyDetail, ...consoleErrors };
  const schemaOf = (summary: string) => ({ tags: consoleTags, summary, response: answers });

  registerConsoleList(app, {
    path: base,
    summary: 'Exhibitor companies with their contract, user and verified-domain counts, paged and sorted',
    exportSummary: 'The same company list as CSV',
    query: companyListQuery,
    page: companyListResponse,
    pageOf: listCompanies,
    allRowsOf: exportCompanies,
    csv: { fileName: 'companies.csv', header: COMPANY_CSV_HEADER, cellsOf: (cells) => cells },
  });

  app.post(base, { schema: { ...schemaOf('Add an exhibitor company'), body: companyFields } }, async (request) =>
    createCompany({ ...call(request), name: request.body.name }),
  );

  app.get(
    `${base}/:companyId`,
    {
      schema: { ...schemaOf('One company with its booth contracts and sender domains'), params: consoleCompanyParams },
    },
    async (request) => getCompany({ ...call(request), companyId: request.params.companyId }),
  );

  app.put(
    `${base}/:companyId`,
    {
      schema: {
        ...schemaOf('Rename a company; 409 stale if someone changed it meanwhile'),
        params: consoleCompanyParams,
        body: updateCompanyBody,
      },
    },
    async (request) => updateCompany({ ...call(request), companyId: request.params.companyId, body: request.body }),
  );

  app.post(
    `${base}/:companyId/contracts`,
    {
      schema: {
        ...schemaOf('Add a booth contract for a show cycle'),
        params: consoleCompanyParams,
        body: createContractBody,
      },
    },
    async (request) => addContract({ ...call(request), companyId: request.params.companyId, body: request.body }),
  );

  app.put(
    `${base}/:companyId/contracts/:showYear`,
    {
      schema: {
        ...schemaOf('Change the booth of a contract; 409 stale if someone changed it meanwhile'),
        params: companyContractParams,
        body: updateContractBody,
      },
    },
    async (request) =>
      changeContract({
        ...call(request),
        companyId: request.params.companyId,
        showYear: request.params.showYear,
        body: request.body,
      }),
  );

  app.post(
    `${base}/:companyId/domains`,
    {
      schema: {
        ...schemaOf('Verify a sender domain for the company (no confirmation mail)'),
        params: consoleCompanyParams,
        body: addDomainBody,
      },
    },
    async (request) => addDomain({ ...call(request), companyId: request.params.companyId, body: request.body }),
  );

  app.delete(
    `${base}/:companyId/domains/:domain`,
    {
      schema: {
        ...schemaOf('Revoke a sender domain; the company\u2019s campaigns sending from it are paused'),
        params: companyDomainParams,
      },
    },
    async (request) =>
      revokeDomain({ ...call(request), companyId: request.params.companyId, domain: request.params.domain }),
  );

  app.delete(
    `${base}/:companyId`,
    {
      schema: {
        tags: consoleTags,
        summary: 'Delete a company with no users, contracts, campaigns, domains or saved work (409 otherwise)',
        params: consoleCompanyParams,
        querystring: deleteVersionQuery,
        response: { 200: companyDeletedResponse, ...consoleErrors },
      },
    },
    async (request) =>
      deleteCompany({ ...call(request), companyId: request.params.companyId, version: request.query.version }),
  );

  app.delete(
    `${base}/:companyId/contracts/:showYear`,
    {
      schema: {
        ...schemaOf('Delete a booth contract without a Passport subscription (409 otherwise)'),
        params: companyContractParams,
        querystring: deleteVersionQuery,
      },
    },
    async (request) =>
      deleteContract({
        ...call(request),
        companyId: request.params.companyId,
        showYear: request.params.showYear,
        version: request.query.version,
      }),
  );
};
