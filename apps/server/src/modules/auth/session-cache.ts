import type { DatabaseHandle } from '../../db/client.js';

/** The channel the `session_changes` triggers (migration 0008) speak on. */
export const SESSION_CHANNEL = 'taseer_sessions';

/** What a request needs of its session beyond the access token: still live, and where. */
export interface SessionFacts {
  userId: string;
  branchId: string | null;
  sectionId: string | null;
  familyExpiresAt: Date;
}

interface Entry extends SessionFacts {
  /** Clock time (ms) after which the facts are read again. */
  freshUntil: number;
}

/** How long a process trusts what it read of a session when nothing said it changed. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * Sessions this process read lately, by session (refresh family) id, so a signed-in request
 * costs no query for who is calling and where. Correct across processes because every change
 * that matters is announced by database triggers on SESSION_CHANNEL when it commits: a revoked
 * session, a user moved, deleted, or changed in role or activation. On PGlite the announcement
 * arrives in process before the changing statement returns; on PostgreSQL it comes over the
 * listener connection a moment after the commit, so the requests that change these things also
 * clear this process's entries before they answer (`clear`), and other processes refuse a
 * logged-out session within that moment. A notification lost while the listener reconnects is
 * bounded by SESSION_CACHE_MS; until the first LISTEN succeeds nothing is kept.
 *
 * A read that started before an invalidation may finish after it with what it saw before: every
 * invalidation bumps `generation`, and a read keeps its answer only if none happened meanwhile.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private generation = 0;
  private listening = false;

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  /** Subscribes to the triggers' channel; entries are kept only once this succeeded. */
  async listen(database: DatabaseHandle): Promise<() => Promise<void>> {
    const stop = await database.listen(SESSION_CHANNEL, (payload) => this.onSignal(payload));
    this.listening = true;
    return async () => {
      this.listening = false;
      this.clear();
      await stop();
    };
  }

  /** The facts of a session if read within the last few seconds and still within its lifetime. */
  get(sessionId: string, now: Date): SessionFacts | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    const at = now.getTime();
    if (at >= entry.freshUntil || at >= entry.familyExpiresAt.getTime()) {
      this.drop(sessionId);
      return null;
    }
    return entry;
  }

  /** Call before reading a session from the database; pass the answer to `keep`. */
  readStarted(): number {
    return this.generation;
  }

  keep(sessionId: string, facts: SessionFacts, readStartedAt: number, now: Date): void {
    if (!this.listening || readStartedAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(sessionId, { ...facts, freshUntil: now.getTime() + this.ttlMs });
    let sessions = this.sessionsOfUser.get(facts.userId);
    if (!sessions) {
      sessions = new Set();
      this.sessionsOfUser.set(facts.userId, sessions);
    }
    sessions.add(sessionId);
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.drop(sessionId);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.drop(sessionId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.sessionsOfUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private onSignal(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) this.forgetSession(id);
    else if (payload.startsWith('u:')) this.forgetUser(id);
    else this.clear();
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.userId);
  }
}
