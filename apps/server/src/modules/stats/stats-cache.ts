import type { DatabaseHandle } from '../../db/client.js';
import { EncodedBody } from '../../lib/encoded-body.js';

/** The channel migration 0026's triggers speak on: the id of a company whose statistics changed. */
export const STATS_CHANNEL = 'taseer_stats';

/** How long an answer is trusted at most, should a notification ever go missing. */
export const STATS_CACHE_MS = 60_000;
/**
 * What the kept answers may take: a company's three years are about 200 kB of text, with its
 * compressed copies about a fifth more, so each is counted twice its text. 64 MB keeps about 160
 * such scopes; the least recently kept go first.
 */
const MAX_BYTES = 64 * 1024 * 1024;
const costOf = (entry: Entry) => entry.body.text.length * 2;

interface Entry {
  body: EncodedBody;
  companyId: string | null;
  /** The listening connection's number when the answer was read (`DatabaseHandle.heard`). */
  connection: number;
  freshUntil: number;
}

interface Reading {
  body: Promise<EncodedBody>;
  companyId: string | null;
  generation: number;
}

/**
 * The statistics answers this process gave lately, by scope, kept until the scope's company
 * changes: twenty people opening their home at once cost one reading of the counts, not twenty
 * (a company's three years of days are 200 kB of JSON to write).
 *
 * Correct across processes because the triggers of migration 0026 name the company on
 * STATS_CHANNEL whenever a statement changes what its statistics count (orders, their sales,
 * quotes, people, branches, sections), delivered at commit; a company's change also drops the
 * platform's answer. Before an answer is served again, `heard()` proves every notification
 * committed before the request has arrived (on PostgreSQL a round trip on the listening
 * connection), so a change is seen by the very next request, in this process or another; when
 * that cannot be proved (nothing listens, the connection is down) the statistics are read.
 *
 * A reading that started before a change may end after it with what it saw before: each change
 * bumps its company's generation (and the platform's), and a reading is kept only if its own did
 * not move. Readers of one scope arriving together share one reading.
 */
export class StatsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly readings = new Map<string, Reading>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  private platformGeneration = 0;
  private listening = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'listen' | 'heard'>,
    private readonly ttlMs = STATS_CACHE_MS,
  ) {}

  /** Subscribes to the triggers' channel; nothing is kept until this succeeded. */
  async listen(): Promise<() => Promise<void>> {
    const stop = await this.database.listen(STATS_CHANNEL, (companyId) => this.changed(companyId));
    this.listening = true;
    return async () => {
      this.listening = false;
      this.clear();
      await stop();
    };
  }

  /**
   * The scope's answer: the one kept if nothing it counts changed since, else `read()`'s, kept
   * for the next caller. `companyId` is the scope's company, null for the platform.
   */
  async answer(
    key: string,
    companyId: string | null,
    now: Date,
    read: () => Promise<string>,
  ): Promise<EncodedBody> {
    const fresh = async () => new EncodedBody(await read());
    if (!this.listening) return fresh();
    let connection: number;
    try {
      connection = await this.database.heard();
    } catch {
      return fresh();
    }
    const entry = this.entries.get(key);
    if (entry && entry.connection === connection && now.getTime() < entry.freshUntil) {
      return entry.body;
    }
    const generation = this.generationOf(companyId);
    const shared = this.readings.get(key);
    if (shared && shared.generation === generation) return shared.body;

    const body = fresh();
    this.readings.set(key, { body, companyId, generation });
    try {
      const answer = await body;
      if (this.listening && this.generationOf(companyId) === generation) {
        this.keep(key, {
          body: answer,
          companyId,
          connection,
          freshUntil: now.getTime() + this.ttlMs,
        });
      }
      return answer;
    } finally {
      if (this.readings.get(key)?.body === body) this.readings.delete(key);
    }
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += costOf(entry);
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= costOf(entry);
  }

  private generationOf(companyId: string | null): number {
    return companyId === null ? this.platformGeneration : (this.generations.get(companyId) ?? 0);
  }

  private changed(companyId: string): void {
    this.platformGeneration += 1;
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.companyId === null || entry.companyId === companyId) this.drop(key);
    }
  }

  private clear(): void {
    this.platformGeneration += 1;
    for (const companyId of this.generations.keys()) {
      this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
    }
    this.entries.clear();
    this.bytes = 0;
  }
}
