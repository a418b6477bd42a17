import { useStore } from '../common/useStore.ts';
import { useId, useState, type ReactNode } from 'react';
import { uploadImage } from '../../lib/api/upload.ts';
import type { T } from '../../lib/t.ts';
import HtmlField from './HtmlField.tsx';
import LocaleSwitch from './LocaleSwitch.tsx';
import { $editLocale, failure, LANGUAGE_NAMES, localizedPatch, type Localized } from './state.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

/** A field of a form: texts per locale (one line, several lines, or HTML edited visually) or one value. */
export type Field =
  | { key: string; label: string; kind: 'line' | 'text' | 'html'; localized: true }
  | { key: string; label: string; kind: 'line' | 'link' | 'color' | 'checkbox' }
  | { key: string; label: string; kind: 'number'; min?: number }
  | { key: string; label: string; kind: 'select'; options: Array<{ value: number; label: string }> }
  | { key: string; label: string; kind: 'image' };

export type Values = Record<string, unknown>;

interface Props {
  t: T;
  fields: Field[];
  /** The saved values: texts per locale for localized fields. */
  initial: Values;
  /** Sends what changed (only the changed locales of texts); resolves once saved. */
  onSave: (changes: Values) => Promise<unknown>;
  submitLabel?: string;
  /** More actions beside the save button (delete…). */
  actions?: ReactNode;
  /** A new item: every field is sent, not only what changed. */
  creating?: boolean;
}

/** What changed between the saved values and the form's: changed locales of texts, changed values. */
export function changesOf(fields: Field[], before: Values, after: Values, all = false): Values {
  const out: Values = {};
  for (const f of fields) {
    if ('localized' in f) {
      const patch = localizedPatch(all ? {} : (before[f.key] as Localized), (after[f.key] ?? {}) as Localized);
      if (patch) out[f.key] = patch;
    } else if (f.kind !== 'image' || after[f.key]) {
      const value = f.kind === 'link' ? ((after[f.key] as string | null) ?? '').trim() || null : after[f.key];
      if (all || value !== (f.kind === 'link' ? (before[f.key] ?? null) : before[f.key])) out[f.key] = value;
    }
  }
  return out;
}

/**
 * The workspace's one form: texts in the locale the switch picks (the English text shows through
 * where a locale has none), plain values, pictures uploaded through the shop's upload call. Saving
 * sends only what changed and says whether it worked.
 */
export default function ItemForm({ t, fields, initial, onSave, submitLabel, actions, creating = false }: Props) {
  const id = useId();
  const locale = useStore($editLocale);
  const [saved, setSaved] = useState<Values>(initial);
  const [draft, setDraft] = useState<Values>(initial);
  const [status, setStatus] = useState<SaveState>({ kind: 'idle' });
  const set = (key: string, value: unknown) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setStatus({ kind: 'idle' });
  };
  const setText = (key: string, text: string) => setDraft((d) => ({ ...d, [key]: { ...((d[key] as Localized) ?? {}), [locale]: text } }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const changes = changesOf(fields, saved, draft, creating);
    if (Object.keys(changes).length === 0) {
      setStatus({ kind: 'same' });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      await onSave(changes);
      setSaved(creating ? initial : draft);
      if (creating) setDraft(initial);
      setStatus({ kind: 'ok' });
    } catch (error) {
      setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  async function upload(key: string, file: File | undefined) {
    if (!file) return;
    setStatus({ kind: 'busy' });
    try {
      const { url } = await uploadImage(file, file.name);
      set(key, url);
    } catch (error) {
      setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  const hasTexts = fields.some((f) => 'localized' in f);
  return (
    <form className="ed-form" onSubmit={submit} noValidate>
      {hasTexts && <LocaleSwitch t={t} />}
      {fields.map((f) => {
        const fid = `${id}-${f.key}`;
        if ('localized' in f) {
          const texts = (draft[f.key] ?? {}) as Localized;
          const label = `${f.label} · ${LANGUAGE_NAMES[locale]}`;
          if (f.kind === 'html') {
            return (
              <HtmlField
                key={f.key}
                t={t}
                id={fid}
                label={label}
                locale={locale}
                value={texts[locale] ?? ''}
                english={texts.en ?? ''}
                onChange={(html) => setText(f.key, html)}
              />
            );
          }
          const common = {
            id: fid,
            lang: locale,
            value: texts[locale] ?? '',
            placeholder: locale === 'en' ? '' : (texts.en ?? ''),
            onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(f.key, e.target.value),
          };
          return (
            <div className="ed-field" key={f.key}>
              <label htmlFor={fid}>{label}</label>
              {f.kind === 'line' ? <input type="text" {...common} /> : <textarea {...common} rows={4} />}
            </div>
          );
        }
        if (f.kind === 'checkbox') {
          return (
            <div className="ed-field ed-check" key={f.key}>
              <input id={fid} type="checkbox" checked={Boolean(draft[f.key])} onChange={(e) => set(f.key, e.target.checked)} />
              <label htmlFor={fid}>{f.label}</label>
            </div>
          );
        }
        if (f.kind === 'image') {
          const url = draft[f.key] as string | null;
          return (
            <div className="ed-field" key={f.key}>
              <label htmlFor={fid}>{f.label}</label>
              {url && <img className="ed-thumb" src={url} alt="" width={160} height={90} />}
              <input id={fid} type="file" accept="image/jpeg,image/png" onChange={(e) => upload(f.key, e.target.files?.[0])} />
            </div>
          );
        }
        if (f.kind === 'select') {
          return (
            <div className="ed-field" key={f.key}>
              <label htmlFor={fid}>{f.label}</label>
              <select id={fid} value={String(draft[f.key] ?? '')} onChange={(e) => set(f.key, Number(e.target.value))}>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <div className="ed-field" key={f.key}>
            <label htmlFor={fid}>{f.label}</label>
            <input
              id={fid}
              type={f.kind === 'number' ? 'number' : f.kind === 'color' ? 'color' : 'text'}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              min={f.kind === 'number' ? (f.min ?? 0) : undefined}
              value={String(draft[f.key] ?? '')}
              placeholder={f.kind === 'link' ? '/shop' : undefined}
              onChange={(e) =>
                set(
                  f.key,
                  f.kind === 'number'
                    ? e.target.value === ''
                      ? ''
                      : Number(e.target.value)
                    : f.kind === 'color'
                      ? e.target.value.toUpperCase()
                      : e.target.value,
                )
              }
            />
          </div>
        );
      })}
      <div className="ed-actions">
        <button type="submit" className="btn" disabled={status.kind === 'busy'}>
          {submitLabel ?? t('editor.save')}
        </button>
        {actions}
        <SaveStatus status={status} t={t} />
      </div>
    </form>
  );
}
