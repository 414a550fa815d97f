import qrcode from 'qrcode-generator';

/**
 * The light border a reader needs around a QR code, in modules: four, as ISO/IEC 18004 asks.
 * Narrower borders still scan on a screen but fail on printed receipts next to other text.
 */
export const QR_QUIET_ZONE = 4;

/** A QR code's modules, row by row: true for a dark module. */
export type QrMatrix = boolean[][];

/**
 * The modules of the QR code that holds `payload` as its text, at error correction level M (the
 * level ZATCA's examples use: readable with 15 % of the code smudged or creased), in the smallest
 * version that fits. The payload is taken as bytes; a ZATCA payload is Base64, so ASCII.
 *
 * Throws when the payload is longer than a QR code holds at level M (2,331 bytes).
 */
export function qrMatrix(payload: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(payload, 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, column) => code.isDark(row, column)),
  );
}

/**
 * An SVG path drawing the dark modules, one rectangle per run of dark modules in a row, in units
 * of one module, shifted by the quiet zone so the path's viewBox starts at the border's corner.
 */
export function qrPath(matrix: QrMatrix, quietZone = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const width = x - start;
      parts.push(`M${start + quietZone} ${y + quietZone}h${width}v1h-${width}z`);
    }
  });
  return parts.join('');
}
