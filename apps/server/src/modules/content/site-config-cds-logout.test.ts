import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('cdsLogoutUrl in config.json', () => {
  it('is the deployment CDS_LOGOUT_URL when set', async () => {
    const { app } = await buildTestApp({ CDS_LOGOUT_URL: 'https://mail-tool.example.com/logout' });
    const res = await app.inject('/assets/config/config.json');
    expect(res.json().cdsLogoutUrl).toBe('https://mail-tool.example.com/logout');
  });

  it('is absent when not configured', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject('/assets/config/config.json')).json()).not.toHaveProperty('cdsLogoutUrl');
  });
});
