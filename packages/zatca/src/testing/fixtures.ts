/**
 * ZATCA's e-invoicing SDK `Data/` folder, for the tests that check this package against what the
 * SDK publishes: its signed samples and their hashes, its dummy key and certificate, its PIH and
 * the UBL 2.1 schemas. The SDK is not part of this repository; those tests run where it is found
 * (`ZATCA_SDK_DATA` names the folder) and are skipped elsewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function findSdkData(): string | null {
  const candidate = process.env.ZATCA_SDK_DATA;
  return candidate &&
    existsSync(join(candidate, 'Samples', 'Simplified', 'Invoice', 'Simplified_Invoice.xml'))
    ? candidate
    : null;
}

/** The SDK's Data folder, or null where it is not found. */
export const sdkData = findSdkData();

/** Says why a suite is skipped, in its name. */
export const NEEDS_SDK = sdkData ? '' : " (skipped: set ZATCA_SDK_DATA to the SDK's Data folder)";

export function sdkFile(path: string): string {
  if (!sdkData) throw new Error('the ZATCA SDK Data folder is not found');
  return readFileSync(join(sdkData, path), 'utf8');
}

export function sdkFileNames(folder: string): string[] {
  if (!sdkData) throw new Error('the ZATCA SDK Data folder is not found');
  return readdirSync(join(sdkData, folder));
}

/** The SDK's signed simplified samples, by their paths in Data/. */
export const SDK_SAMPLES = {
  invoice: 'Samples/Simplified/Invoice/Simplified_Invoice.xml',
  creditNote: 'Samples/Simplified/Credit/Simplified_Credit_Note.xml',
  debitNote: 'Samples/Simplified/Debit/Simplified_Debit_Note.xml',
} as const;

/** The text of the first element written `<name ...>text</name>` after `after` in `xml`. */
export function textOf(xml: string, name: string, after = ''): string {
  const start = after ? xml.indexOf(after) : 0;
  if (start < 0) throw new Error(`no ${after}`);
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml.slice(start));
  if (!match) throw new Error(`no <${name}> after ${after || 'the start'}`);
  return match[1] as string;
}
