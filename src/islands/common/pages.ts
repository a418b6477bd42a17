/**
 * The page numbers a pager shows: first, last, and a window around the current page, with `null`
 * where numbers are left out ("1 … 4 5 6 … 12").
 */
export function pageItems(current: number, count: number, around = 1): Array<number | null> {
  if (count <= 1) return count === 1 ? [1] : [];
  const shown = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] === 2) out.push(p - 1);
    else if (i > 0 && p - sorted[i - 1] > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
