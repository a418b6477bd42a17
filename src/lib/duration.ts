/** A duration in seconds as the players show it: m:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The same as an ISO 8601 duration, for <time datetime>. */
export const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds))}S`;
