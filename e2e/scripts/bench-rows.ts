/**
 * `pnpm bench`'s rows from the browser scripts: the same goal / measured / verdict JSON that
 * apps/server/bench/server-process.ts writes, added to the array in the file given by `--json`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface Verdict {
  what: string;
  goal: string;
  measured: string;
  met: boolean | null;
}

/** Adds rows to the JSON array in `file`; nothing without a file. */
export function writeVerdicts(file: string | undefined, verdicts: Verdict[]): void {
  if (!file) return;
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Verdict[]) : [];
  writeFileSync(file, `${JSON.stringify([...before, ...verdicts], null, 2)}\n`);
}
