import { useState } from 'react';
import { HeartIcon } from '../../components/icons.tsx';
import { isSessionError } from '../../lib/api/client.ts';
import { toggleComicLike, toggleNovelLike } from '../../lib/api/experiences.ts';
import type { T } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { toast } from '../../stores/toast.ts';
import { openOverlay } from '../../stores/ui.ts';

interface Props {
  kind: 'comic' | 'novel';
  id: number;
  title: string;
  liked: boolean;
  count: number;
  onChange: (state: { is_like: boolean; like_num: number }) => void;
  t: T;
}

/** The heart of a comic or novel: a signed-in shopper's like, toggled; signed out it opens the login modal. */
export default function StoryLikeButton({ kind, id, title, liked, count, onChange, t }: Props) {
  const [busy, setBusy] = useState(false);

  function onClick() {
    if (!$token.get()) {
      openOverlay('login');
      return;
    }
    if (busy) return;
    setBusy(true);
    (kind === 'comic' ? toggleComicLike({ comic_id: id }) : toggleNovelLike({ novel_id: id }))
      .then(onChange)
      .catch((error) => {
        if (!isSessionError(error)) toast.error(t('media.likeFailed'));
      })
      .finally(() => setBusy(false));
  }

  return (
    <button
      type="button"
      className={`story-like${liked ? ' is-liked' : ''}`}
      aria-pressed={liked}
      aria-label={t('media.likeStory', { title, count })}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <HeartIcon />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
