/** A bar with its top corners rounded, standing on the x axis (`bottom`). */
export function barPath(x: number, top: number, width: number, bottom: number, radius = 4): string {
  const height = Math.max(0, bottom - top);
  const r = Math.max(0, Math.min(radius, width / 2, height));
  return [
    `M${x},${bottom}`,
    `V${top + r}`,
    `Q${x},${top} ${x + r},${top}`,
    `H${x + width - r}`,
    `Q${x + width},${top} ${x + width},${top + r}`,
    `V${bottom}`,
    'Z',
  ].join('');
}
