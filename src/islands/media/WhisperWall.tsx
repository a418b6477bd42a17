import { useState } from 'react';
import type { Page } from '../../../api/lib/request.ts';
import type { Whisper } from '../../../api/modules/moments/schema.ts';
import { HeartIcon } from '../../components/icons.tsx';
import { getDeviceId } from '../../lib/device.ts';
import { getWhispers, likeWhisper } from '../../lib/api/moments.ts';
import { makeT } from '../../lib/t.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';

/** A whisper as answered, unless a like tapped while the answer was on its way is newer. */
function newer(answered: Whisper, shown: Whisper[]): Whisper {
  const mine = shown.find((w) => w.id === answered.id);
  return mine?.is_like && mine.like_num > answered.like_num ? mine : answered;
}

interface Props {
  first: Page<Whisper>;
  messages: Record<string, string>;
}

/**
 * The whispers of /moolitime with their likes. Visitors like too, once per device: the server keeps
 * one like per (whisper, device id), so a liked whisper stays liked and tapping it again does nothing.
 */
export default function WhisperWall({ first, messages }: Props) {
  const t = makeT(messages);
  const [list, setList] = useState(first.list);
  const [total, setTotal] = useState(first.total);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const pageSize = first.page_size;

  // Once in the browser: this device's likes and the current counts of what the page shows.
  useLoadEffect(
    () => getWhispers({ page: 1, page_size: pageSize, device_id: getDeviceId() }),
    (answer) => {
      setList((prev) => [...answer.list.map((a) => newer(a, prev)), ...prev.filter((w) => !answer.list.some((a) => a.id === w.id))]);
      setTotal(answer.total);
    },
    () => undefined,
    [],
  );

  function showMore() {
    setLoading(true);
    getWhispers({ page: pages + 1, page_size: pageSize, device_id: getDeviceId() })
      .then((answer) => {
        setPages(pages + 1);
        setList((prev) => [...prev, ...answer.list.filter((w) => !prev.some((p) => p.id === w.id))]);
        setTotal(answer.total);
      })
      .catch(() => toast.error(t('media.loadFailed')))
      .finally(() => setLoading(false));
  }

  function like(whisper: Whisper) {
    if (whisper.is_like || busy !== null) return;
    setBusy(whisper.id);
    likeWhisper({ whisper_id: whisper.id, device_id: getDeviceId() })
      .then((r) => setList((prev) => prev.map((w) => (w.id === whisper.id ? { ...w, is_like: r.is_like, like_num: r.like_num } : w))))
      .catch(() => toast.error(t('media.likeFailed')))
      .finally(() => setBusy(null));
  }

  return (
    <div className="whispers">
      <ul className="whisper-list" role="list">
        {list.map((w) => (
          <li key={w.id} className="whisper" data-testid="whisper">
            <blockquote>
              <p>{w.content}</p>
            </blockquote>
            <div className="whisper-foot">
              <span className="whisper-signature">{w.signature}</span>
              <button
                type="button"
                className={`whisper-like${w.is_like ? ' is-liked' : ''}`}
                aria-pressed={w.is_like}
                aria-label={t('media.likeWhisper', { count: w.like_num })}
                title={w.is_like ? t('media.likedOnce') : t('media.like')}
                aria-busy={busy === w.id || undefined}
                onClick={() => like(w)}
              >
                <HeartIcon />
                <span className="whisper-like-count" aria-hidden="true">
                  {w.like_num}
                </span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {list.length < total && (
        <p className="media-more">
          <button type="button" className="btn btn-outline" onClick={showMore} disabled={loading}>
            {t('media.showMore')}
          </button>
        </p>
      )}
    </div>
  );
}
