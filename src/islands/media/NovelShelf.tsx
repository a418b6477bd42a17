import { useState } from 'react';
import type { Novel } from '../../../api/modules/experiences/schema.ts';
import { getNovels } from '../../lib/api/experiences.ts';
import { makeT, type T } from '../../lib/t.ts';
import StoryLikeButton from './StoryLikeButton.tsx';
import { useStoryLikes } from './useStoryLikes.ts';

interface Props {
  items: Novel[];
  messages: Record<string, string>;
}

/** The novels of /moolitime, each read chapter by chapter in place, with its like button. */
export default function NovelShelf({ items, messages }: Props) {
  const t = makeT(messages);
  const { list, update, signedIn } = useStoryLikes(items, () => getNovels());
  return (
    <ul className="stories" role="list">
      {list.map((n) => (
        <NovelReader key={n.id} novel={n} liked={signedIn && n.is_like} onLike={(s) => update(n.id, s)} t={t} />
      ))}
    </ul>
  );
}

function NovelReader({
  novel,
  liked,
  onLike,
  t,
}: {
  novel: Novel;
  liked: boolean;
  onLike: (s: { is_like: boolean; like_num: number }) => void;
  t: T;
}) {
  const [index, setIndex] = useState(0);
  const chapter = novel.chapters[index];
  const last = novel.chapters.length - 1;
  return (
    <li className="story novel" data-testid="novel">
      <div className="story-head">
        <h4>{novel.title}</h4>
        <StoryLikeButton kind="novel" id={novel.id} title={novel.title} liked={liked} count={novel.like_num} onChange={onLike} t={t} />
      </div>
      <p className="story-summary">{novel.summary}</p>
      {chapter && (
        <article className="novel-chapter" aria-live="polite">
          <h5>{chapter.title}</h5>
          {chapter.body.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </article>
      )}
      <div className="reader-nav">
        <button type="button" className="btn btn-outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('media.previousChapter')}
        </button>
        <span className="reader-where">{t('media.chapterOf', { chapter: index + 1, total: novel.chapters.length })}</span>
        <button type="button" className="btn btn-outline" onClick={() => setIndex(index + 1)} disabled={index >= last}>
          {t('media.nextChapter')}
        </button>
      </div>
    </li>
  );
}
