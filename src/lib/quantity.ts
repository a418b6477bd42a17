/** Quantity rules (spec §5, §9): at least 1, at most the stock; anything but a whole number becomes 1. */
export const QUANTITY_MIN = 1;
export const QUANTITY_DEBOUNCE_MS = 500;

export function clampQuantity(n: number, max: number, min = QUANTITY_MIN): number {
  if (!Number.isFinite(n)) return min;
  return Math.max(min, Math.min(Math.max(min, max), Math.trunc(n)));
}

/** What a typed entry becomes on blur or Enter: a whole number clamped to [min, max], else the minimum. */
export function parseQuantity(text: string, max: number, min = QUANTITY_MIN): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return min;
  return clampQuantity(Number(trimmed), max, min);
}
