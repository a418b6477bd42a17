import { useRef, useState } from 'react';
import { $token } from '../../stores/auth.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { useStore } from '../common/useStore.ts';

type Likeable = { id: number; is_like: boolean; like_num: number };

/**
 * Pre-rendered comics or novels (nothing liked, counts of build time) with the signed-in shopper's
 * likes: reloaded whenever the session changes, and updated by the like buttons.
 */
export function useStoryLikes<I extends Likeable>(items: I[], load: () => Promise<I[]>) {
  const token = useStore($token);
  const [list, setList] = useState(items);
  const shownFor = useRef('');
  const wanted = token ?? '';
  useLoadEffect(
    () => (shownFor.current === wanted ? null : load()),
    (answer) => {
      shownFor.current = wanted;
      setList(answer);
    },
    () => undefined,
    [wanted],
  );
  const update = (id: number, state: { is_like: boolean; like_num: number }) =>
    setList((prev) => prev.map((i) => (i.id === id ? { ...i, ...state } : i)));
  return { list, update, signedIn: Boolean(token) };
}
