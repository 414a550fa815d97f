const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/**
 * Parses durations written the way operators write them in env files: `900`, `900s`, `15m`,
 * `12h`, `7d`. Returns whole seconds, or null when the text is not a positive duration.
 */
export function parseDurationSeconds(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] || 's') as keyof typeof UNIT_SECONDS;
  const seconds = amount * UNIT_SECONDS[unit];
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}
