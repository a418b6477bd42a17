import { useCallback, useState, type DependencyList } from 'react';
import { useLoadEffect } from '../common/useLoadEffect.ts';

export interface Loaded<V> {
  data: V | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after a save, or to retry). */
  reload: () => void;
}

/** Loads `load()` when `deps` change or on `reload()`, keeping the last answer while the next loads. */
export function useLoad<V>(load: () => Promise<V>, deps: DependencyList): Loaded<V> {
  const [state, setState] = useState<{ data: V | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useLoadEffect(
    () => {
      setState((s) => ({ ...s, loading: true }));
      return load();
    },
    (data) => setState({ data, error: null, loading: false }),
    (error) => setState((s) => ({ ...s, error, loading: false })),
    [...deps, round],
  );
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
