import { useStore as useNanoStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * The islands' one way to read a store. While an island hydrates, React renders it with the value
 * the store was created with (the value the page was pre-rendered with: US, signed out, empty
 * cart), so the first client render equals the static HTML; right after, it re-renders with the
 * browser's value (country, token, avatar from storage, or what another island already set).
 * Components rendered later on the client get the current value at once.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useNanoStore(store, { ssr: 'initial' });
}
