import { useEffect, useState } from 'react';

/**
 * False during the first render (the one hydration compares with the pre-rendered HTML), true after
 * it. State that can change before an island hydrates (a store another island already updated) is
 * shown only once mounted, so the first client render matches the static page.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
