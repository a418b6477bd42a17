import { useState } from 'react';
import type { DictData } from '../../../api/modules/user/schema.ts';
import { getDictData } from '../../lib/api/user.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';

/** The localized option lists of GET /dict/data/getList; `failed` when they could not be loaded. */
export function useDict() {
  const [dict, setDict] = useState<DictData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useLoadEffect(
    () => {
      setFailed(false);
      return getDictData();
    },
    setDict,
    () => setFailed(true),
    [attempt],
  );
  return { dict, failed, retry: () => setAttempt((n) => n + 1) };
}
