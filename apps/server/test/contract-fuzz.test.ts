import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from '../src/openapi/contract.js';
import {
  caseArbitrary,
  operationModels,
  RAW_BODY_KINDS,
  rawBodyCases,
  SKIPPED_OPERATIONS,
  Validity,
  type FuzzCase,
  type OperationModel,
} from './support/fuzz/operation-model.js';
import { ResponseChecker, runCase } from './support/fuzz/run-case.js';
import { buildWorld, refreshPools, type World } from './support/fuzz/world.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Property-based contract fuzzing, in the manner of Schemathesis: for every operation of the
 * OpenAPI contract, fast-check generates requests from the operation's own schemas (valid ones
 * and deliberately broken ones), sends them as every role the operation allows, one it does not
 * and nobody, and checks each answer against the contract (see support/fuzz/run-case.ts for the
 * oracle). Then each operation is sent, once each, the raw bodies of RAW_BODY_KINDS (truncated,
 * nested 5000 deep, prefixed with a byte-order mark, over the size limit, of the wrong type), a
 * body whether it takes one or not. A failure prints the shrunk case with a curl line that sends
 * it again.
 *
 *   FUZZ_SEED=123 or FUZZ_SEED=random   other cases than the fixed default (printed at the end)
 *   FUZZ_RUNS=200                       more cases per operation (at least 50 are always run)
 *   FUZZ_VERBOSE=1                      the answers per operation in the summary
 *   FUZZ_DEBUG=1                        each valid case an allowed caller still got a 4xx for
 */

const RUNS = Math.max(50, Number(process.env.FUZZ_RUNS ?? 50));
const BASE_SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_250_101);

const contract = Contract.load();

/**
 * Operations that use up the world run last: signing out, canceling orders, then the deletions
 * (each on rows made for it). The other operations' cases still find the world whole.
 */
const LATE = ['logout', 'cancelOrder'];
function runOrder(models: OperationModel[]): OperationModel[] {
  const rank = (model: OperationModel) =>
    model.op.method === 'DELETE' ? 2 : LATE.includes(model.op.operationId) ? 1 : 0;
  return [...models].sort((a, b) => rank(a) - rank(b));
}

const models = runOrder(operationModels(contract));

let t: TestApp;
let world: World;
const validity = new Validity(contract);
const checker = new ResponseChecker(contract);

interface Tally {
  cases: number;
  valid: number;
  invalid: number;
  raw: number;
  refusedCallers: number;
  statuses: Map<number, number>;
}
const tallies = new Map<string, Tally>();
const failed: string[] = [];
const started = performance.now();
let setupSeconds = 0;

function count(model: OperationModel, c: FuzzCase, status: number): void {
  const tally = tallies.get(model.op.operationId) ?? {
    cases: 0,
    valid: 0,
    invalid: 0,
    raw: 0,
    refusedCallers: 0,
    statuses: new Map<number, number>(),
  };
  tally.cases += 1;
  if (c.raw) tally.raw += 1;
  else if (c.mode === 'valid') tally.valid += 1;
  else tally.invalid += 1;
  if (c.caller.kind !== 'allowed') tally.refusedCallers += 1;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  tallies.set(model.op.operationId, tally);
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      // Thousands of requests from one address and one company: the limits would answer 429
      // to most of them (a declared 429 is still accepted when it comes).
      OTP_IP_SEND_LIMIT: '1000000',
      OTP_IP_VERIFY_LIMIT: '1000000',
      INTEGRATION_ORDER_LIMIT: '1000000',
      INTEGRATION_QUESTION_LIMIT: '1000000',
      QUOTE_PAGE_LIMIT: '1000000',
    },
  });
  // No webhook leaves the process, and no attempt is written while fingerprints are compared.
  await t.app.webhookDispatcher.stop(0);
  const building = performance.now();
  world = await buildWorld(t);
  setupSeconds = (performance.now() - building) / 1000;
}, 120_000);

afterAll(async () => {
  const all = [...tallies.values()];
  const cases = all.reduce((sum, tally) => sum + tally.cases, 0);
  const statuses = new Map<number, number>();
  for (const tally of all) {
    for (const [status, n] of tally.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  }
  const histogram = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const fewest = [...tallies].sort(([, a], [, b]) => a.cases - b.cases)[0];
  if (process.env.FUZZ_VERBOSE) {
    for (const [operationId, tally] of tallies) {
      const answered = [...tally.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
      console.log(`  ${operationId}: ${tally.cases} cases (${tally.invalid} invalid): ${answered}`);
    }
  }
  console.log(
    [
      `contract fuzz (${t?.database.kind ?? '?'}): ${cases} cases, ${tallies.size}/${models.length} operations covered ` +
        `(${Object.keys(SKIPPED_OPERATIONS).join(', ')} skipped), ${failed.length} failing` +
        `${failed.length > 0 ? ` (${failed.join(', ')})` : ''}, seed ${BASE_SEED}, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (${setupSeconds.toFixed(1)} s building the world)`,
      `  valid ${all.reduce((s, x) => s + x.valid, 0)}, invalid ${all.reduce((s, x) => s + x.invalid, 0)}, ` +
        `raw bodies ${all.reduce((s, x) => s + x.raw, 0)} (${RAW_BODY_KINDS.join(', ')}), ` +
        `callers who may not call ${all.reduce((s, x) => s + x.refusedCallers, 0)}; ` +
        `fewest cases: ${fewest ? `${fewest[0]} ${fewest[1].cases}` : '-'}`,
      `  statuses: ${histogram}`,
    ].join('\n'),
  );
  await t?.close();
});

describe('contract fuzzing', () => {
  it('walks every operation of the contract', () => {
    const covered = new Set([
      ...models.map((m) => m.op.operationId),
      ...Object.keys(SKIPPED_OPERATIONS),
    ]);
    expect([...covered].sort()).toEqual(
      contract
        .operations()
        .map((op) => op.operationId)
        .sort(),
    );
  });

  for (const [index, model] of models.entries()) {
    const { op } = model;
    it(`${op.operationId}: ${op.method} ${op.path}`, { timeout: 60_000 }, async () => {
      await refreshPools(t, world);
      const { arbitrary } = caseArbitrary(model, world, contract, validity);
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (c) => {
            const outcome = await runCase(t, world, model, checker, c);
            count(model, c, outcome.status);
          }),
          {
            numRuns: RUNS,
            seed: BASE_SEED + index,
            // Shrinking replays requests: bounded, so a failure is reported rather than timed out.
            interruptAfterTimeLimit: 45_000,
            markInterruptAsFailure: false,
          },
        );
        for (const c of rawBodyCases(model, world, contract, validity, BASE_SEED + index)) {
          const outcome = await runCase(t, world, model, checker, c);
          count(model, c, outcome.status);
        }
      } catch (error) {
        failed.push(op.operationId);
        throw error;
      }
    });
  }
});
