export { cn } from './lib/cn';
// The one place numbers, dates and phones become text (Western digits, Gregorian calendar).
export {
  formatDate,
  formatHalalas,
  formatMoney,
  formatNumber,
  formatPhone,
  MISSING_VALUE,
  type UiLocale,
} from './lib/format';
export { useMediaQuery } from './lib/use-media-query';
export * from './primitives';
export * from './composites';
export * from './composites/shell';
