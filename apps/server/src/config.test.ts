// The payment gateway's configuration: the test gateway by default, and in production only when
// explicitly allowed. (Every other variable is covered where it is used and by main.test.ts.)
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('PAYMENT_GATEWAY', () => {
  it('is the test gateway by default outside production', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_GATEWAY).toBe('test');
  });

  it('refuses a production start on the test gateway without ALLOW_TEST_PAYMENTS=1, naming the variable', () => {
    for (const env of [{ PAYMENT_GATEWAY: 'test' }, { PAYMENT_GATEWAY: 'test', ALLOW_TEST_PAYMENTS: '0' }]) {
      expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(
        /ALLOW_TEST_PAYMENTS: must be 1 to run the test payment gateway/,
      );
    }
  });

  it('refuses a production start that names no gateway', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' })).toThrow(
      /PAYMENT_GATEWAY: must be set when NODE_ENV=production/,
    );
  });

  it('refuses a gateway it does not know', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('starts a production app on the test gateway when explicitly allowed', async () => {
    const { app, config } = await buildTestApp({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'test',
      ALLOW_TEST_PAYMENTS: '1',
    });
    expect(config.isProduction).toBe(true);
    expect(app.paymentGateway.name).toBe('test');
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});
