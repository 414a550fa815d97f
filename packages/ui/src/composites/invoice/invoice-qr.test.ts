import jsQR from 'jsqr';
import qrcode from 'qrcode-generator';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InvoiceQr } from './invoice-qr';
import {
  STORY_CREDIT_NOTE_QR,
  STORY_INVOICE_QR,
  STORY_LONG_SELLER_QR,
  STORY_MANY_LINES_QR,
} from './invoice-story-data';
import { QR_QUIET_ZONE, qrMatrix, type QrMatrix } from './qr-matrix';

/** ZATCA's published phase-1 example: seller, VAT number, time, total, VAT. */
const PHASE_ONE_EXAMPLE =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

/** Pixels per module in the bitmap handed to the reader, as a phone camera would see a print. */
const SCALE = 4;

interface Bitmap {
  width: number;
  height: number;
  /** RGBA, as a canvas's ImageData. */
  data: Uint8ClampedArray;
}

function attribute(markup: string, tag: string, name: string): string {
  const element = new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`).exec(markup);
  if (!element?.[1]) throw new Error(`no ${name} on <${tag}> in ${markup.slice(0, 120)}`);
  return element[1];
}

/** The closed outlines of an SVG path made of moves and horizontal and vertical lines. */
function outlines(d: string): Array<Array<[number, number]>> {
  const shapes: Array<Array<[number, number]>> = [];
  let shape: Array<[number, number]> = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MmHhVvZz])([^MmHhVvZz]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    switch (command) {
      case 'M':
      case 'm': {
        if (shape.length > 0) shapes.push(shape);
        const [dx = 0, dy = 0] = numbers;
        x = command === 'M' ? dx : x + dx;
        y = command === 'M' ? dy : y + dy;
        shape = [[x, y]];
        break;
      }
      case 'H':
      case 'h':
        x = command === 'H' ? numbers[0]! : x + numbers[0]!;
        shape.push([x, y]);
        break;
      case 'V':
      case 'v':
        y = command === 'V' ? numbers[0]! : y + numbers[0]!;
        shape.push([x, y]);
        break;
      default:
        shapes.push(shape);
        shape = [];
    }
  }
  if (shape.length > 0) shapes.push(shape);
  return shapes;
}

/** Even-odd test of a point against a polygon. */
function inside(polygon: Array<[number, number]>, px: number, py: number): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/**
 * Paints the SVG the component rendered into an RGBA bitmap: the background rectangle white,
 * then the path's shapes black, sampled at each pixel's centre.
 */
function rasterize(markup: string): Bitmap {
  const [, , sideText] = attribute(markup, 'svg', 'viewBox').split(' ');
  const side = Number(sideText);
  expect(attribute(markup, 'rect', 'fill')).toBe('#ffffff');
  const width = side * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const shape of outlines(attribute(markup, 'path', 'd'))) {
    const xs = shape.map(([x]) => x);
    const ys = shape.map(([, y]) => y);
    for (let py = Math.min(...ys) * SCALE; py < Math.max(...ys) * SCALE; py += 1) {
      for (let px = Math.min(...xs) * SCALE; px < Math.max(...xs) * SCALE; px += 1) {
        if (!inside(shape, (px + 0.5) / SCALE, (py + 0.5) / SCALE)) continue;
        const offset = (py * width + px) * 4;
        data[offset] = data[offset + 1] = data[offset + 2] = 0;
      }
    }
  }
  return { width, height: width, data };
}

function render(payload: string, size = 160): string {
  return renderToStaticMarkup(createElement(InvoiceQr, { payload, label: 'رمز الفاتورة', size }));
}

/** The smallest box holding every dark pixel, in modules. */
function darkBounds({ width, height, data }: Bitmap) {
  let top = height;
  let left = width;
  let bottom = 0;
  let right = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4] !== 0) continue;
      top = Math.min(top, y);
      left = Math.min(left, x);
      bottom = Math.max(bottom, y + 1);
      right = Math.max(right, x + 1);
    }
  }
  return { top: top / SCALE, left: left / SCALE, bottom: bottom / SCALE, right: right / SCALE };
}

/**
 * The error correction level written in the code's format information (ISO/IEC 18004 §7.9): its
 * 15 bits run down column 8 beside the top-left and bottom-left finders, masked with 0x5412; the
 * top two data bits are the level (L 01, M 00, Q 11, H 10).
 */
function correctionLevel(matrix: QrMatrix): 'L' | 'M' | 'Q' | 'H' {
  const count = matrix.length;
  let bits = 0;
  for (let i = 0; i < 15; i += 1) {
    const row = i < 6 ? i : i < 8 ? i + 1 : count - 15 + i;
    if (matrix[row]![8]) bits |= 1 << i;
  }
  const level = ((bits ^ 0x5412) >> 13) & 0b11;
  return (['M', 'L', 'H', 'Q'] as const)[level]!;
}

describe('the invoice QR', () => {
  it.each([
    ['the published phase-1 example', PHASE_ONE_EXAMPLE],
    ['a stamped invoice (tags 1–9)', STORY_INVOICE_QR],
    ['a stamped credit note', STORY_CREDIT_NOTE_QR],
    ['a long Arabic seller name', STORY_LONG_SELLER_QR],
    ['a long invoice', STORY_MANY_LINES_QR],
  ])('draws %s so that a reader gets the same text back', (_, payload) => {
    const bitmap = rasterize(render(payload));
    expect(jsQR(bitmap.data, bitmap.width, bitmap.height)?.data).toBe(payload);
  });

  it('leaves a quiet zone of four light modules on every side', () => {
    const markup = render(STORY_INVOICE_QR);
    const bitmap = rasterize(markup);
    const side = bitmap.width / SCALE;
    const bounds = darkBounds(bitmap);
    expect(bounds).toEqual({
      top: QR_QUIET_ZONE,
      left: QR_QUIET_ZONE,
      bottom: side - QR_QUIET_ZONE,
      right: side - QR_QUIET_ZONE,
    });
  });

  it('is a square image named for screen readers, a whole number of pixels a module', () => {
    const markup = render(STORY_INVOICE_QR, 240);
    expect(attribute(markup, 'svg', 'role')).toBe('img');
    expect(attribute(markup, 'svg', 'aria-label')).toBe('رمز الفاتورة');
    const [x, y, width, height] = attribute(markup, 'svg', 'viewBox').split(' ').map(Number);
    expect([x, y]).toEqual([0, 0]);
    expect(width).toBe(height);
    const side = width!;
    // 240 px holds two pixels a module and a bit: the bit is left out on screen.
    expect(Number(attribute(markup, 'svg', 'width'))).toBe(2 * side);
    expect(Number(attribute(markup, 'svg', 'height'))).toBe(2 * side);
    // On paper it takes the size asked.
    expect(markup).toContain('--qr-print-size:240px');
  });

  it('keeps the size asked when it holds less than a pixel a module', () => {
    const markup = render(STORY_INVOICE_QR, 80);
    expect(attribute(markup, 'svg', 'width')).toBe('80');
  });

  it('corrects errors at level M', () => {
    expect(correctionLevel(qrMatrix(STORY_INVOICE_QR))).toBe('M');
    // The reader above tells the levels apart: the same text at level L reads L.
    const low = qrcode(0, 'L');
    low.addData(STORY_INVOICE_QR, 'Byte');
    low.make();
    const lowMatrix = Array.from({ length: low.getModuleCount() }, (_, row) =>
      Array.from({ length: low.getModuleCount() }, (_, column) => low.isDark(row, column)),
    );
    expect(correctionLevel(lowMatrix)).toBe('L');
  });

  it('refuses a text longer than a QR code holds at level M', () => {
    expect(() => qrMatrix('A'.repeat(2332))).toThrow();
  });
});
