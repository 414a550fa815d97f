import { test as base, expect, type Page } from '@playwright/test';
import { newPhone, type Phone } from './phones.js';
import { PlatformApi } from './platform-api.js';
import { readRunState, type ProjectServers, type ServerKind } from './run-state.js';
import { API_KEY } from './server-process.js';
import { SmsInbox } from './sms-inbox.js';

export interface TestCompany {
  username: string;
  email: string;
  phone: Phone;
}

interface TestFixtures {
  /** Which of the project's servers this file talks to (`test.use({ serverKind })`). */
  serverKind: ServerKind;
  /** The SMS gateway of that server. */
  sms: SmsInbox;
  /** API calls on that server, for setting the scene before the browser part. */
  platform: PlatformApi;
  /** The main server's superadmin token (valid 2 hours from the start of the run). */
  superadminToken: string;
  /** A company's details nobody else in the run uses. */
  newCompany: () => TestCompany;
  /** Fails the test when the page logged a Content Security Policy violation. */
  cspViolations: string[];
}

interface WorkerFixtures {
  servers: ProjectServers;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = readRunState()[workerInfo.project.name];
      if (!servers) throw new Error(`no servers were started for ${workerInfo.project.name}`);
      await use(servers);
    },
    { scope: 'worker' },
  ],
  serverKind: ['main', { option: true }],
  baseURL: async ({ servers, serverKind }, use) => {
    await use(servers[serverKind].url);
  },
  sms: async ({ servers, serverKind }, use) => {
    await use(new SmsInbox(servers[serverKind].inboxUrl));
  },
  platform: async ({ servers, serverKind }, use) => {
    await use(new PlatformApi({ ...servers[serverKind], apiKey: API_KEY }));
  },
  superadminToken: async ({ servers }, use) => {
    await use(servers.superadminToken);
  },
  // eslint-disable-next-line no-empty-pattern -- no dependencies (see `servers`)
  newCompany: async ({}, use) => {
    await use(() => {
      const phone = newPhone();
      return {
        // Within the sign-up limits: 3–30 characters, e-mail at most 30. All eight random digits:
        // with four, two of a run's dozens of companies could share a name (one in 10,000 per
        // pair), and a test searching the list for its own then found two.
        username: `مؤسسة اختبار ${phone.number.slice(-8)}`,
        email: `c${phone.number}@e2e.sa`,
        phone,
      };
    });
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'the page broke its Content Security Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
