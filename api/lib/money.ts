/** Money is integer cents in the database and a decimal string with two places on the wire ("24.99"). */
export function centsToString(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "24.99" / "24.9" / "24" into cents; anything else is rejected. */
export function stringToCents(value: string): number {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new RangeError(`not a money amount: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `stringToCents` for values from outside (PayPal's JSON): null instead of an error for anything else. */
export function centsOrNull(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  try {
    return stringToCents(value);
  } catch {
    return null;
  }
}
