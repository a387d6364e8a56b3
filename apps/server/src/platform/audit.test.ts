// The audit log never keeps a password, a token or a secret, and keeps every other detail: a key
// is dropped when it looks like a secret, not when it merely contains "pass" (passport) or "hash".
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { isSecretKey, listAuditEntries, writeAudit, writeAuditChange } from './audit.ts';

const { app } = await buildTestApp();

describe('isSecretKey', () => {
  it.each([
    'password',
    'newPassword',
    'password_hash',
    'token',
    'accesstoken',
    'refresh_token',
    'token_hash',
    'clientSecret',
    'pass',
    'mtu',
    'cookie',
    'authorization',
    'hash',
    'code_verifier',
    'cvv',
  ])('drops %s', (key) => expect(isSecretKey(key)).toBe(true));

  it.each(['passport_company_id', 'passportCompany', 'bypass_reason', 'compass', 'hashtag', 'company', 'verified_by'])(
    'keeps %s',
    (key) => expect(isSecretKey(key)).toBe(false),
  );
});

describe('the audit log', () => {
  it('stores the harmless details and none of the secret ones, at any depth of a change', async () => {
    await writeAudit(app.db, {
      actor: 'admin-test',
      action: 'audit.test.entry',
      detail: { passport_company_id: 7, bypass_reason: 'support call', newPassword: 'Hunter2!', token_hash: 'abc' },
    });
    await writeAuditChange(app.db, {
      actor: 'admin-test',
      action: 'audit.test.change',
      before: { passport: { company: 'Keystone', accessToken: 't-1' } },
      after: { passport: { company: 'Keystone Tools', accessToken: 't-2' }, password: 'x' },
    });
    const { entries } = await listAuditEntries(app.db, { actionPrefix: 'audit.test.', page: 1, pageSize: 10 });
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e.detail]));
    expect(byAction['audit.test.entry']).toEqual({ passport_company_id: 7, bypass_reason: 'support call' });
    expect(byAction['audit.test.change']).toEqual({
      before: { passport: { company: 'Keystone' } },
      after: { passport: { company: 'Keystone Tools' } },
    });
  });
});
