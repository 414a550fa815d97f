/**
 * Reads a downloaded CSV file the way a spreadsheet program does (RFC 4180: quoted cells may hold
 * commas, quotes and line breaks), so a test sees the cells a person would.
 */

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface CsvFile {
  /** The file starts with the UTF-8 byte order mark. */
  hasBom: boolean;
  headers: string[];
  /** Each row as heading → cell. */
  rows: Record<string, string>[];
}

export function readCsv(file: Buffer): CsvFile {
  const hasBom = file.subarray(0, 3).equals(UTF8_BOM);
  const [headers = [], ...records] = parseRecords(file.subarray(hasBom ? 3 : 0).toString('utf8'));
  const rows = records.map((cells) => {
    if (cells.length !== headers.length) {
      throw new Error(`a row has ${cells.length} cells under ${headers.length} headings`);
    }
    return Object.fromEntries(headers.map((heading, index) => [heading, cells[index] ?? '']));
  });
  return { hasBom, headers, rows };
}

function parseRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new Error('the file ends inside a quoted cell');
  // A last line without its line break.
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}
