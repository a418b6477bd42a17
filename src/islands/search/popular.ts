/** The popular search buttons (spec §2), as i18n keys; each searches for its localized label. */
export const POPULAR_SEARCH_KEYS = [
  'search.popularRoseToy',
  'search.popularVibrator',
  'search.popularRoseVibrator',
  'search.popularCouple',
  'search.popularSexToy',
] as const;

/** Spec §5: whitespace-only input is empty. Returns the keywords to search for, or null for none. */
export function searchTerm(input: string): string | null {
  const term = input.trim().replace(/\s+/g, ' ');
  return term.length > 0 ? term : null;
}
