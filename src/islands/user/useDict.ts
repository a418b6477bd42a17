import { useEffect, useState } from 'react';
import type { DictData } from '../../../api/modules/user/schema.ts';
import { getDictData } from '../../lib/api/user.ts';

/** The localized option lists of GET /dict/data/getList; `error` when they could not be loaded. */
export function useDict() {
  const [dict, setDict] = useState<DictData | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError('');
    getDictData()
      .then((d) => live && setDict(d))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [attempt]);
  return { dict, error, retry: () => setAttempt((n) => n + 1) };
}
