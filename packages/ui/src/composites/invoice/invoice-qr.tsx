import { useMemo, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { QR_QUIET_ZONE, qrMatrix, qrPath } from './qr-matrix';

export interface InvoiceQrProps {
  /**
   * The QR's content, as the server gives it: for a ZATCA invoice the Base64 of its TLV records
   * (`TaxDocument.qr`), drawn as it is, not decoded.
   */
  payload: string;
  /** What a screen reader says for the code («رمز الاستجابة السريعة للفاتورة»). */
  label: string;
  /**
   * The side of the square, quiet zone included, in CSS pixels: exactly this on paper; on screen
   * the largest whole number of pixels a module that fits in it (see `InvoiceQr`).
   */
  size?: number;
  className?: string;
}

/**
 * A ZATCA QR code as an inline SVG: error correction level M, a four-module quiet zone, black on
 * white whatever the theme (readers and thermal printers need the contrast).
 *
 * On screen every module is drawn a whole number of CSS pixels wide, so no module comes out a
 * pixel wider than its neighbour (which blurs the code and defeats readers): a 101-module code
 * asked at 160 px shows at 101 px, at 240 px shows at 202 px. Printed, the vector code takes the
 * size asked.
 *
 * Throws when the payload is longer than a QR code holds (2,331 bytes at level M); a ZATCA
 * payload is well under 1,000.
 */
export function InvoiceQr({ payload, label, size = 160, className }: InvoiceQrProps) {
  const { side, modules, path } = useMemo(() => {
    const matrix = qrMatrix(payload);
    return {
      side: matrix.length + 2 * QR_QUIET_ZONE,
      modules: matrix.length,
      path: qrPath(matrix),
    };
  }, [payload]);
  const modulePixels = Math.floor(size / side);
  const screenSize = modulePixels >= 1 ? modulePixels * side : size;

  return (
    <svg
      role="img"
      aria-label={label}
      width={screenSize}
      height={screenSize}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-modules={modules}
      style={{ '--qr-print-size': `${size}px` } as CSSProperties}
      className={cn('block shrink-0 print:size-(--qr-print-size)', className)}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
