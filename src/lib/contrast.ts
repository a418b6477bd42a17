/** WCAG 2 contrast between colours given as #rgb or #rrggbb. */

const INK = '#2b2230';
const WHITE = '#ffffff';

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1 to 21) of two colours; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour for a background chosen by an operator (a banner's bg_color): white while it
 * meets WCAG AA (4.5:1), else whichever of white and the ink colour contrasts more.
 */
export function readableTextOn(background: string): string {
  const white = contrastRatio(WHITE, background);
  const ink = contrastRatio(INK, background);
  if (white === null || ink === null || white >= 4.5) return WHITE;
  return ink > white ? INK : WHITE;
}
