import { useStore } from '../common/useStore.ts';
import type { T } from '../../lib/t.ts';
import { $editLocale, LANGUAGE_NAMES, LOCALES } from './state.ts';

/** Which locale's texts the forms show: one button per locale, the pressed one is edited. */
export default function LocaleSwitch({ t }: { t: T }) {
  const current = useStore($editLocale);
  return (
    <div className="ed-locales" role="group" aria-label={t('editor.editLocale')}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          className="ed-locale"
          aria-pressed={l === current}
          lang={l}
          title={LANGUAGE_NAMES[l]}
          onClick={() => $editLocale.set(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
