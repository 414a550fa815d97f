import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  API_KEY: 'a-production-api-key-000',
  JWT_SECRET: 'j'.repeat(32),
  OTP_SECRET: 'o'.repeat(32),
  QUOTE_LINK_SECRET: 'q'.repeat(32),
  WEBHOOK_SECRET_KEY: 'w'.repeat(32),
  PUBLIC_URL: 'https://taseer.example',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SUPERADMIN_PHONE: '0551234567',
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: null,
      accessTokenTtlSeconds: 900,
      refreshFamilyTtlSeconds: 7 * 86_400,
      otpTtlSeconds: 60,
      trustProxy: false,
      sms: { provider: 'console' },
      superadmin: { dialCode: '+966', number: '0500000001' },
    });
  });

  it('listens on every interface in production and accepts a complete setup', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.host).toBe('0.0.0.0');
    expect(config.isProduction).toBe(true);
  });

  it('names each wrong variable', () => {
    const message = problemsOf({
      PORT: 'eighty',
      ACCESS_TOKEN_TTL: '15 minutes',
      OTP_TTL_SECONDS: '-5',
      SUPERADMIN_PHONE: '12345',
      SUPERADMIN_DIAL_CODE: '966',
      DATABASE_URL: 'mysql://db',
      SMS_PROVIDER: 'carrier-pigeon',
    });
    for (const name of [
      'PORT',
      'ACCESS_TOKEN_TTL',
      'OTP_TTL_SECONDS',
      'SUPERADMIN_PHONE',
      'SUPERADMIN_DIAL_CODE',
      'DATABASE_URL',
      'SMS_PROVIDER',
    ]) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('requires real secrets and a real SMS provider in production', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    for (const name of [
      'API_KEY',
      'JWT_SECRET',
      'OTP_SECRET',
      'QUOTE_LINK_SECRET',
      'WEBHOOK_SECRET_KEY',
      'PUBLIC_URL',
      'SMS_PROVIDER',
      'SUPERADMIN_PHONE',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: 'short' })).toContain('JWT_SECRET:');
    expect(problemsOf({ ...PRODUCTION, QUOTE_LINK_SECRET: 'o'.repeat(32) })).toContain(
      'QUOTE_LINK_SECRET: must differ',
    );
    expect(problemsOf({ ...PRODUCTION, WEBHOOK_SECRET_KEY: 'j'.repeat(32) })).toContain(
      'WEBHOOK_SECRET_KEY: must differ',
    );
    // Quote links go to customers' phones: a plain-http origin would expose their tokens.
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://taseer.example' })).toContain(
      'PUBLIC_URL:',
    );
    expect(loadConfig(PRODUCTION).publicUrl).toBe('https://taseer.example');
    expect(problemsOf({ ...PRODUCTION, SMS_PROVIDER: 'console' })).toMatch(
      /SMS_PROVIDER: console .* refused in production/,
    );
  });

  it('requires the settings of the chosen SMS provider', () => {
    expect(problemsOf({ SMS_PROVIDER: 'http' })).toContain('SMS_HTTP_URL:');
    expect(problemsOf({ SMS_PROVIDER: 'unifonic' })).toContain('UNIFONIC_APP_SID:');
    const unifonic = loadConfig({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'sid' });
    expect(unifonic.sms.unifonic.baseUrl).toBe('https://el.cloud.unifonic.com');
  });

  it("limits a company's chat bot per minute unless told otherwise", () => {
    expect(loadConfig({}).limits).toMatchObject({
      integrationOrders: 120,
      integrationQuestions: 600,
      integrationWindowSeconds: 60,
    });
    const tuned = loadConfig({
      INTEGRATION_ORDER_LIMIT: '30',
      INTEGRATION_QUESTION_LIMIT: '90',
      INTEGRATION_WINDOW: '10s',
    });
    expect(tuned.limits).toMatchObject({
      integrationOrders: 30,
      integrationQuestions: 90,
      integrationWindowSeconds: 10,
    });
    const message = problemsOf({
      INTEGRATION_ORDER_LIMIT: '0',
      INTEGRATION_QUESTION_LIMIT: 'many',
    });
    expect(message).toContain('INTEGRATION_ORDER_LIMIT:');
    expect(message).toContain('INTEGRATION_QUESTION_LIMIT:');
    // Hits older than a day are pruned, so a longer window would quietly count fewer.
    expect(problemsOf({ INTEGRATION_WINDOW: '2d' })).toMatch(/INTEGRATION_WINDOW: at most 1d/);
    expect(loadConfig({ INTEGRATION_WINDOW: '1d' }).limits.integrationWindowSeconds).toBe(86_400);
  });

  it('refuses a sign-in code window per address longer than the day its hits are kept', () => {
    expect(problemsOf({ OTP_IP_WINDOW: '36h' })).toMatch(/OTP_IP_WINDOW: at most 1d/);
    expect(loadConfig({ OTP_IP_WINDOW: '1d' }).limits.ipWindowSeconds).toBe(86_400);
  });

  it('drains for a few seconds on a signal in production, briefly elsewhere', () => {
    expect(loadConfig(PRODUCTION).drainDelayMs).toBe(5_000);
    expect(loadConfig({}).drainDelayMs).toBe(500);
    expect(loadConfig({ DRAIN_DELAY_MS: '0' }).drainDelayMs).toBe(0);
    expect(loadConfig({ ...PRODUCTION, DRAIN_DELAY_MS: '15000' }).drainDelayMs).toBe(15_000);
    for (const wrong of ['-1', '2.5', 'soon', '120000']) {
      expect(problemsOf({ DRAIN_DELAY_MS: wrong })).toContain('DRAIN_DELAY_MS:');
    }
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});
