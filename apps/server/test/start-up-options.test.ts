import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('start-up options', () => {
  it('seeds the demo by default only in development', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('names SEED_DEMO when its value is not a yes or no', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });

  it('refuses demo accounts in production', () => {
    const production = {
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
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it('finds the dashboard build next to the server package, or where DASHBOARD_DIR says', () => {
    const dashboardDir = loadConfig({}).dashboardDir;
    expect(dashboardDir).toBe(resolve(import.meta.dirname, '../../dashboard/dist'));
    expect(existsSync(join(dashboardDir, '..', 'package.json'))).toBe(true);
    expect(loadConfig({ DASHBOARD_DIR: 'web' }).dashboardDir).toBe(resolve('web'));
  });
});
