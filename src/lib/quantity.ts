/** Quantity rules (spec §5, §9): at least 1, at most the stock; a non-numeric entry becomes 1, a decimal its whole part. */
export const QUANTITY_MIN = 1;
export const QUANTITY_DEBOUNCE_MS = 500;

export function clampQuantity(n: number, max: number, min = QUANTITY_MIN): number {
  if (!Number.isFinite(n)) return min;
  return Math.max(min, Math.min(Math.max(min, max), Math.trunc(n)));
}

/**
 * What a typed entry becomes on blur or Enter: its whole part ("5.7" and "5,7" are 5) clamped to
 * [min, max]; anything that is not a number is the minimum.
 */
export function parseQuantity(text: string, max: number, min = QUANTITY_MIN): number {
  const number = /^(\d*)(?:[.,]\d*)?$/.exec(text.trim());
  if (!number || !/\d/.test(text)) return min;
  return clampQuantity(Number(number[1] || '0'), max, min);
}
