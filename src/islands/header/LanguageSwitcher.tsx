import { local, STORAGE_KEYS } from '../../lib/storage.ts';

interface Props {
  current: string;
  label: string;
  /** Locale code → [language name, URL of this page in that locale]. */
  options: Array<{ code: string; name: string; href: string }>;
}

/** Switches the page's language and remembers the choice for later visits. */
export default function LanguageSwitcher({ current, label, options }: Props) {
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{label}</span>
      <select
        aria-label={label}
        value={current}
        onChange={(e) => {
          const next = options.find((o) => o.code === e.target.value);
          if (!next) return;
          local.set(STORAGE_KEYS.locale, next.code);
          window.location.href = next.href + window.location.search;
        }}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
