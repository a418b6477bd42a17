import { useEffect, useId, useRef, useState } from 'react';
import { listMedia } from '../../lib/api/editor.ts';
import { uploadImage } from '../../lib/api/upload.ts';
import type { T } from '../../lib/t.ts';
import { MEDIA_KINDS, type MediaKind } from '../../../api/modules/editor/media-kinds.ts';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import { MEDIA_SRC } from './rich-text-schema.ts';
import { failure, inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

const PAGE_SIZE = 12;
/** The kinds of media with a picture (whispers have none). */
const KINDS_WITH_IMAGES = MEDIA_KINDS.filter((k) => k !== 'whisper');

export interface PickedImage {
  src: string;
  alt: string;
}

interface Props {
  t: T;
  /** The locale being edited: the pictures' titles (their default alt text) in it. */
  locale: string;
  onPick: (image: PickedImage) => void;
  onClose: () => void;
}

/** The pictures the shop already has, by kind of media, to put into a text; or a new one uploaded. */
export default function MediaPicker({ t, locale, onPick, onClose }: Props) {
  const id = useId();
  const [kind, setKind] = useState<MediaKind>('explore');
  const [page, setPage] = useState(1);
  const [alt, setAlt] = useState('');
  const [upload, setUpload] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const items = useLoad(() => listMedia({ kind, page, page_size: PAGE_SIZE }), [kind, page]);
  const kindRef = useRef<HTMLSelectElement>(null);
  useEffect(() => kindRef.current?.focus(), []);
  const pictures = (items.data?.list ?? []).filter((m) => m.image_url && MEDIA_SRC.test(m.image_url));

  async function send(file: File | undefined) {
    if (!file) return;
    setUpload({ busy: true, error: '' });
    try {
      const { url } = await uploadImage(file, file.name);
      setUpload({ busy: false, error: '' });
      onPick({ src: url, alt: alt.trim() });
    } catch (error) {
      setUpload({ busy: false, error: failure(t, error) });
    }
  }

  return (
    <div
      className="ed-rich-pop ed-picker"
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className="ed-pop-head">
        <strong id={`${id}-title`}>{t('editor.rtMediaLibrary')}</strong>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('editor.rtCancel')}
        </button>
      </div>
      <div className="ed-field">
        <label htmlFor={`${id}-kind`}>{t('editor.mediaKind')}</label>
        <select
          id={`${id}-kind`}
          ref={kindRef}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as MediaKind);
            setPage(1);
          }}
        >
          {KINDS_WITH_IMAGES.map((k) => (
            <option key={k} value={k}>
              {t(`editor.kind_${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="ed-field">
        <label htmlFor={`${id}-alt`}>{t('editor.rtAlt')}</label>
        <input id={`${id}-alt`} type="text" lang={locale} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      <Loading t={t} state={items} />
      {items.data && pictures.length === 0 && <p className="ed-hint">{t('editor.rtNoImages')}</p>}
      <ul className="ed-picks">
        {pictures.map((m) => {
          const title = inLocale(m.texts.title ?? m.texts.content, locale);
          return (
            <li key={m.id}>
              <button
                type="button"
                className="ed-pick"
                aria-label={t('editor.rtInsertImage', { name: title || `#${m.id}` })}
                onClick={() => onPick({ src: m.image_url!, alt: alt.trim() || title })}
              >
                <img src={m.image_url!} alt="" width={160} height={90} loading="lazy" />
                <span>{title || `#${m.id}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {items.data && <Pager t={t} page={page} total={items.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      <div className="ed-field">
        <label htmlFor={`${id}-upload`}>{t('editor.rtUpload')}</label>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/jpeg,image/png"
          disabled={upload.busy}
          onChange={(e) => send(e.target.files?.[0])}
        />
        {upload.busy && (
          <p className="ed-hint" role="status">
            {t('editor.rtUploading')}
          </p>
        )}
        {upload.error && (
          <p className="error-text" role="alert">
            {upload.error}
          </p>
        )}
      </div>
    </div>
  );
}
