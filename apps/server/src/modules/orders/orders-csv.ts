import { sql, type SQL } from 'drizzle-orm';

/**
 * `csvCell`'s first half in SQL (lib/csv.ts): the apostrophe before = + - @ tab CR. An empty text becomes
 * NULL, because COPY writes NULL as an empty cell and an empty text as `""`.
 */
export function spreadsheetSafe(text: SQL): SQL {
  // The first character's code point (= + - @ tab CR): an integer test, cheaper than a substring.
  return sql`nullif(case when ascii(${text}) in (61, 43, 45, 64, 9, 13)
    then '''' || ${text} else ${text} end, '')`;
}

/** `case value when key then 'word' …`: a fixed vocabulary, so no cell needs neutralising. */
export function wordsFor(value: SQL, words: Readonly<Record<string, string>>): SQL {
  const branches = Object.entries(words).map(
    ([key, word]) => sql`when ${sql.raw(quoted(key))} then ${sql.raw(quoted(word))}`,
  );
  return sql`case ${value}::text ${sql.join(branches, sql` `)} end`;
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Halalas as SAR text (@taseer/money `sarText`): whole riyals, a point, two digits.
 * Integer division truncates toward zero as `Math.trunc` does.
 */
export function sarTextSql(halalas: SQL): SQL {
  return sql`((${halalas}) / 100)::text || '.' || lpad(((${halalas}) % 100)::text, 2, '0')`;
}

const CR = 0x0d;
const LF = 0x0a;
const QUOTE = 0x22;

/**
 * COPY ends rows with LF; the file has always ended them with CRLF (RFC 4180, and what
 * spreadsheet programs on Windows expect). A line break inside a quoted cell is data and stays
 * as it is, so quotes are counted across chunks: an even count before a LF means the row ends.
 * Each call scans a chunk once with `indexOf` (native) for LFs and quotes, so the cost is a copy
 * of the chunk, not a pass per byte in JavaScript.
 */
export class CsvRowEnds {
  private quoted = false;
  private input: Buffer = Buffer.alloc(0);
  /** Start and end of each row's bytes kept by the last `scan`, in pairs. */
  private segments: number[] = [];
  /** Where the last scanned chunk's unfinished row begins. */
  private tailStart = 0;

  /** Reads a chunk's rows; answers how many bytes `writeInto` will write for it. */
  scan(chunk: Uint8Array): { size: number } {
    const input = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const segments: number[] = [];
    let nextQuote = input.indexOf(QUOTE);
    let rowStart = 0;
    let from = 0;
    let size = 0;
    for (;;) {
      const lf = input.indexOf(LF, from);
      const end = lf === -1 ? input.length : lf;
      while (nextQuote !== -1 && nextQuote < end) {
        this.quoted = !this.quoted;
        nextQuote = input.indexOf(QUOTE, nextQuote + 1);
      }
      if (lf === -1) break;
      from = lf + 1;
      if (this.quoted) continue;
      segments.push(rowStart, lf);
      size += lf - rowStart + 2;
      rowStart = lf + 1;
    }
    this.input = input;
    this.segments = segments;
    this.tailStart = rowStart;
    return { size: size + input.length - rowStart };
  }

  /** Writes the last scanned chunk into `target` from `at`; answers where it ended. */
  writeInto(target: Buffer, at: number): number {
    const { input, segments } = this;
    let end = at;
    for (let i = 0; i < segments.length; i += 2) {
      end += input.copy(target, end, segments[i], segments[i + 1]);
      target[end] = CR;
      target[end + 1] = LF;
      end += 2;
    }
    // A row cut by the chunk's end goes out as it is; its LF comes with the next chunk.
    end += input.copy(target, end, this.tailStart);
    return end;
  }
}
