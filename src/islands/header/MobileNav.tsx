import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import CountrySelect from './CountrySelect.tsx';
import LanguageSwitcher from './LanguageSwitcher.tsx';

interface Link {
  label: string;
  href: string;
}

interface Props {
  labels: { menu: string; nav: string; language: string; country: string };
  /** The Shop entry and its categories ("Shop all" first). */
  shop: Link & { children: Link[] };
  menu: Link[];
  languages: Array<{ code: string; name: string; href: string }>;
  locale: string;
}

/**
 * The phone navigation: a menu button (shown on narrow screens in place of the menu bar) that opens
 * the whole menu with the Shop categories, the language and the shipping country. Escape or a tap
 * outside closes it; focus goes to the first link on opening and back to the button on Escape.
 */
export default function MobileNav({ labels, shop, menu, languages, locale }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    }
    function onPointer(e: PointerEvent) {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="mobile-nav" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="icon-btn menu-toggle"
        aria-label={labels.menu}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id="mobile-menu" className="mobile-menu" ref={panel} hidden={!open}>
        {/* Rendered only while open: the closed menu must not add a second "Main" navigation beside the menu bar's. */}
        {open && (
          <nav aria-label={labels.nav}>
            <ul className="mobile-menu-list">
              <li>
                <a href={shop.href} className="mobile-menu-top">
                  {shop.label}
                </a>
                <ul className="mobile-menu-sub">
                  {shop.children.map((c) => (
                    <li key={c.href}>
                      <a href={c.href}>{c.label}</a>
                    </li>
                  ))}
                </ul>
              </li>
              {menu.map((m) => (
                <li key={m.href}>
                  <a href={m.href} className="mobile-menu-top">
                    {m.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mobile-menu-settings">
          <LanguageSwitcher current={locale} label={labels.language} options={languages} />
          <CountrySelect label={labels.country} />
        </div>
      </div>
    </div>
  );
}
