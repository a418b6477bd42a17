import { useRef, useState } from 'react';
import { HeartIcon } from '../../components/icons.tsx';
import { getBlogDetail, toggleBlogLike } from '../../lib/api/blog.ts';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { useSignedInAction } from '../common/useSignedInAction.ts';
import { useStore } from '../common/useStore.ts';

/** The messages of a post's like button; the post page passes `messagesFor(locale, blogLikeMessages)`. */
export const blogLikeMessages = ['content.like', 'content.unlike', 'content.likeCount', 'content.likeFailed'] as const;

interface Props {
  postId: number;
  /** The count when the page was built; the live count and the shopper's like load right after. */
  likeNum: number;
  messages: Picked<KeysIn<typeof blogLikeMessages>>;
}

/** The like button of a blog post. Liking needs sign-in: signed out it opens the login modal. */
export default function BlogLikeButton({ postId, likeNum, messages }: Props) {
  const t = makeT(messages);
  const token = useStore($token);
  const [state, setState] = useState({ liked: false, count: likeNum });

  // Bumped when a toggle starts and when it ends: a live state read around a toggle may predate it.
  const generation = useRef(0);

  useLoadEffect(
    () => {
      const at = generation.current;
      return getBlogDetail({ id: postId, platform: 1 }).then((post) => (at === generation.current ? post : null));
    },
    (post) => post && setState({ liked: Boolean(token) && post.is_like, count: post.like_num }),
    () => {},
    [token],
  );

  const { busy, act } = useSignedInAction(
    () => {
      generation.current++;
      return toggleBlogLike({ blog_id: postId }).finally(() => generation.current++);
    },
    (r) => setState({ liked: r.is_like, count: r.like_num }),
    t('content.likeFailed'),
  );

  const liked = Boolean(token) && state.liked;
  return (
    <button
      type="button"
      className={`blog-like${liked ? ' is-liked' : ''}`}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      onClick={act}
    >
      <HeartIcon />
      <span className="visually-hidden">{liked ? t('content.unlike') : t('content.like')}: </span>
      <span className="blog-like-count">{t('content.likeCount', { count: state.count })}</span>
    </button>
  );
}
