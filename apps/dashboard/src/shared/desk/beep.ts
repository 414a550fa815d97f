/**
 * A short two-note chime made by the browser (WebAudio oscillators), so the alert downloads no
 * sound file. Browsers start audio only after the person has interacted with the page: the
 * alerts toggle calls `primeBeep` from its click, and later beeps reuse that context.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    context ??= new AudioContext();
  } catch {
    return null;
  }
  if (context.state === 'suspended') context.resume().catch(() => undefined);
  return context;
}

/** From a click: lets the later beeps play. */
export function primeBeep(): void {
  audio();
}

export function beep(): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.01;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1318.5],
  ] as const) {
    const tone = ctx.createOscillator();
    const volume = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    // A soft attack and fade, without the click of a square start and stop.
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
    tone.connect(volume).connect(ctx.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.24);
  }
}
