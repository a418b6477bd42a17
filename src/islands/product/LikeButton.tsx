import { useStore } from '../common/useStore.ts';
import { useEffect, useState } from 'react';
import { HeartIcon } from '../../components/icons.tsx';
import { toggleProductLike } from '../../lib/api/likes.ts';
import { track } from '../../lib/analytics.ts';
import type { KeysIn, TOf } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { useSignedInAction } from '../common/useSignedInAction.ts';

/** The messages the like button reads (from its parent's translator). */
export const likeMessages = ['product.like', 'product.unlike', 'product.likeFailed'] as const;

interface Props {
  productId: number;
  liked: boolean;
  t: TOf<KeysIn<typeof likeMessages>>;
  className?: string;
}

/** The heart on a product (spec §4: like toggles is_like). Signed out it opens the login modal instead. */
export default function LikeButton({ productId, liked, t, className = '' }: Props) {
  const token = useStore($token);
  const [isLiked, setLiked] = useState(liked);
  useEffect(() => setLiked(liked), [liked]);
  const shown = Boolean(token) && isLiked;
  const { busy, act } = useSignedInAction(
    () => toggleProductLike({ product_id: productId }),
    (r) => {
      setLiked(r.is_like);
      track(r.is_like ? 'like' : 'unlike', { sid1: productId });
    },
    t('product.likeFailed'),
  );

  return (
    <button
      type="button"
      className={`like-btn${shown ? ' is-liked' : ''} ${className}`.trim()}
      aria-pressed={shown}
      aria-label={t('product.like')}
      title={shown ? t('product.unlike') : t('product.like')}
      aria-busy={busy || undefined}
      onClick={act}
    >
      <HeartIcon />
    </button>
  );
}
