/** The deepest nesting of arrays and objects a JSON body may have: PayPal's events reach about 8. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays or objects deeper than `max`, found in one pass over the text
 * (brackets inside strings do not count) before anything parses or walks it recursively.
 */
export function nestsDeeperThan(json: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
