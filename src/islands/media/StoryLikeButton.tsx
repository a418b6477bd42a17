import { HeartIcon } from '../../components/icons.tsx';
import { toggleComicLike, toggleNovelLike } from '../../lib/api/experiences.ts';
import type { T } from '../../lib/t.ts';
import { useSignedInAction } from '../common/useSignedInAction.ts';

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
  const { busy, act } = useSignedInAction(
    () => (kind === 'comic' ? toggleComicLike({ comic_id: id }) : toggleNovelLike({ novel_id: id })),
    onChange,
    t('media.likeFailed'),
  );

  return (
    <button
      type="button"
      className={`story-like${liked ? ' is-liked' : ''}`}
      aria-pressed={liked}
      aria-label={t('media.likeStory', { title, count })}
      aria-busy={busy || undefined}
      onClick={act}
    >
      <HeartIcon />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
