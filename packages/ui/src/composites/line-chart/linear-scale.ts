/** A linear map from a domain onto a range, and back: the whole of a scale this chart uses. */
export interface LinearScale {
  (value: number): number;
  invert(position: number): number;
}

export function linearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): LinearScale {
  const domainSpan = domainEnd - domainStart;
  const rangeSpan = rangeEnd - rangeStart;
  // A domain of one value maps to the middle of the range, as d3's scales do.
  const scale = (value: number) =>
    domainSpan === 0
      ? (rangeStart + rangeEnd) / 2
      : rangeStart + ((value - domainStart) / domainSpan) * rangeSpan;
  scale.invert = (position: number) =>
    rangeSpan === 0
      ? domainStart
      : domainStart + ((position - rangeStart) / rangeSpan) * domainSpan;
  return scale;
}
