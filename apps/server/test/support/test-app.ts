import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import type { LogDestination } from '../../src/logging.js';
import { Contract } from '../../src/openapi/contract.js';
import type { SmsProvider } from '../../src/sms/sms-provider.js';
import { ContractClient } from './contract-client.js';
import { startSmsGateway, type SmsGateway } from './sms-gateway.js';
import { TestClock } from './test-clock.js';
import { openTestDatabase } from './test-database.js';

export const TEST_API_KEY = 'test-api-key-0123456789';

export interface TestApp {
  app: FastifyInstance;
  api: ContractClient;
  config: AppConfig;
  clock: TestClock;
  gateway: SmsGateway;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides, exactly as an operator would set them. */
  env?: Record<string, string>;
  sms?: SmsProvider;
  logStream?: LogDestination;
  /** Another database than a fresh one (e.g. to restart on the same data). */
  database?: DatabaseHandle;
  clock?: TestClock;
  /** False: the app's own timed sweeps stay off (AppDependencies.backgroundSweeps). */
  backgroundSweeps?: boolean;
  /** Runs after the app is built and before it is ready (extra routes for a test). */
  beforeReady?: (app: FastifyInstance) => void;
}

let sharedContract: Contract | undefined;

/**
 * A server on its own freshly migrated database, texting codes to a real local HTTP gateway,
 * with a clock the test controls.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const gateway = await startSmsGateway();
  const config = loadConfig({
    NODE_ENV: 'test',
    API_KEY: TEST_API_KEY,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.url,
    SMS_HTTP_TOKEN: 'gateway-token',
    SMS_TIMEOUT_MS: '5000',
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const database = options.database ?? (await openTestDatabase());
  sharedContract ??= Contract.load();
  const app = await buildApp(config, {
    database,
    clock,
    contract: sharedContract,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.backgroundSweeps === false ? { backgroundSweeps: false } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    api: new ContractClient(app, sharedContract, TEST_API_KEY),
    config,
    clock,
    gateway,
    database,
    async close() {
      await app.close();
      await gateway.close();
    },
  };
}
