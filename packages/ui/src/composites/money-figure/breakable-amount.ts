/**
 * The amount with an ordinary space between the figure and the currency (Intl writes a no-break
 * space), so a large amount in a narrow tile moves its currency to the next line rather than
 * running out of the tile or breaking the figure.
 */
export function breakableAmount(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}
