import { useState } from 'react';
import type { Comic } from '../../../api/modules/experiences/schema.ts';
import { getComics } from '../../lib/api/experiences.ts';
import { makeT, type T } from '../../lib/t.ts';
import StoryLikeButton from './StoryLikeButton.tsx';
import { useStoryLikes } from './useStoryLikes.ts';

interface Props {
  items: Comic[];
  messages: Record<string, string>;
}

/** The comics of /moolitime, each read page by page in place, with its like button. */
export default function ComicShelf({ items, messages }: Props) {
  const t = makeT(messages);
  const { list, update, signedIn } = useStoryLikes(items, () => getComics());
  return (
    <ul className="stories" role="list">
      {list.map((c) => (
        <ComicReader key={c.id} comic={c} liked={signedIn && c.is_like} onLike={(s) => update(c.id, s)} t={t} />
      ))}
    </ul>
  );
}

function ComicReader({
  comic,
  liked,
  onLike,
  t,
}: {
  comic: Comic;
  liked: boolean;
  onLike: (s: { is_like: boolean; like_num: number }) => void;
  t: T;
}) {
  const [index, setIndex] = useState(0);
  const page = comic.pages[index];
  const last = comic.pages.length - 1;
  return (
    <li className="story comic" data-testid="comic">
      <div className="story-head">
        <h4>{comic.title}</h4>
        <StoryLikeButton kind="comic" id={comic.id} title={comic.title} liked={liked} count={comic.like_num} onChange={onLike} t={t} />
      </div>
      <p className="story-summary">{comic.summary}</p>
      {page && (
        <figure className="comic-page">
          <img src={page.image_url} alt={page.alt} width={720} height={900} loading="lazy" decoding="async" />
          <figcaption aria-live="polite">{page.alt}</figcaption>
        </figure>
      )}
      <div className="reader-nav">
        <button type="button" className="btn btn-outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('media.previousPage')}
        </button>
        <span className="reader-where">{t('media.pageOf', { page: index + 1, total: comic.pages.length })}</span>
        <button type="button" className="btn btn-outline" onClick={() => setIndex(index + 1)} disabled={index >= last}>
          {t('media.nextPage')}
        </button>
      </div>
    </li>
  );
}
