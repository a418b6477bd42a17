/**
 * Dates, times and country names in the page's language (its `<html lang>`), not the browser's: a German page shows
 * German dates whatever the browser is set to. For what islands render after loading data in the
 * browser (the markup the build wrote has no such dates, so hydration never compares them).
 */
const pageLanguage = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(pageLanguage(), { dateStyle: 'medium' });
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(pageLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
export const formatTime = (iso: string) => new Date(iso).toLocaleTimeString(pageLanguage(), { hour: '2-digit', minute: '2-digit' });

/** A country's name in the page's language ("Japan", "Japon"), its code when the browser has no name for it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(pageLanguage(), { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
