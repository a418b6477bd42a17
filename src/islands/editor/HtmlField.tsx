import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { T } from '../../lib/t.ts';
import type { Locale } from './state.ts';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** Stored HTML the visual editor has no place for: such a text opens as HTML, so that editing keeps those parts. */
const BEYOND_VISUAL = /<(h4|table|figure|figcaption)\b/i;

interface Props {
  t: T;
  /** The id of the text control (the source textarea, or the visual editor's editable area). */
  id: string;
  /** The field's name and locale, as its label shows it. */
  label: string;
  locale: Locale;
  value: string;
  /** The English text, shown greyed while this locale has none. */
  english: string;
  onChange: (html: string) => void;
}

/** Falls back to the source view when the visual editor's code cannot be loaded (a stale page after a deploy). */
class RichBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A localized HTML text: a visual editor (loaded only when the first such field opens) with a
 * toolbar, or its HTML source for those who want it; both edit the same draft.
 */
export default function HtmlField({ t, id, label, locale, value, english, onChange }: Props) {
  const labelId = useId();
  const beyond = BEYOND_VISUAL.test(value);
  const [source, setSource] = useState(beyond);
  const [shownLocale, setShownLocale] = useState(locale);
  if (shownLocale !== locale) {
    setShownLocale(locale);
    if (beyond) setSource(true);
  }

  const textarea = (
    <textarea
      id={id}
      aria-labelledby={labelId}
      lang={locale}
      value={value}
      placeholder={locale === 'en' ? '' : english}
      onChange={(e) => onChange(e.target.value)}
      rows={12}
      className="ed-html"
      spellCheck={false}
    />
  );
  return (
    <div className="ed-field">
      <div className="ed-field-head">
        {/* The visual editor's area is no form control: it takes its name from the label, and focus from a click on it. */}
        <label id={labelId} htmlFor={source ? id : undefined} onClick={() => document.getElementById(id)?.focus()}>
          {label}
        </label>
        <button type="button" className="ed-source-toggle" aria-pressed={source} onClick={() => setSource((s) => !s)}>
          {t('editor.htmlSource')}
        </button>
      </div>
      {source ? (
        textarea
      ) : (
        <RichBoundary fallback={textarea}>
          <Suspense fallback={<p className="ed-rich ed-rich-wait">{t('editor.loading')}</p>}>
            <RichTextEditor
              key={locale}
              t={t}
              id={id}
              labelId={labelId}
              locale={locale}
              value={value}
              english={english}
              onChange={onChange}
            />
          </Suspense>
        </RichBoundary>
      )}
      {beyond && <p className="ed-hint">{t('editor.rtBeyond')}</p>}
      {source && <p className="ed-hint">{t('editor.htmlHint')}</p>}
    </div>
  );
}
