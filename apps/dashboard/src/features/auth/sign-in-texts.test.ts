import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { arSignIn } from '../../i18n/ar-sign-in';

/** The sign-in screens' source files (not their tests), under this folder. */
function sources(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'),
    )
    .map((entry) => readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8'));
}

describe('the sign-in screens', () => {
  // Only the sign-in texts are in the first file; a key from the rest of Arabic would show as
  // itself on /login, since the rest arrives with the signed-in layout.
  it('use only texts of the first file', () => {
    const used = sources(new URL('.', import.meta.url)).flatMap((source) =>
      [...source.matchAll(/'([\w.]+)'/g)].map((match) => match[1]!).filter((key) => key in ar),
    );
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => !(key in arSignIn))).toEqual([]);
  });
});
