import { useStore } from '@nanostores/react';
import { $token } from '../../stores/auth.ts';
import { $cartCount } from '../../stores/cart.ts';
import { openOverlay } from '../../stores/ui.ts';
import { CartIcon, HeartIcon, SearchIcon, UserIcon } from '../../components/icons.tsx';
import { makeT } from '../../lib/t.ts';
import CountrySelect from './CountrySelect.tsx';

interface Props {
  messages: Record<string, string>;
  /** Locale prefix for links, "" for en or "/de" etc. */
  base: string;
}

/** Search, likes, cart (with count badge), account and country (spec §2). Signed out, likes/cart/account open the login modal. */
export default function HeaderIcons({ messages, base }: Props) {
  const t = makeT(messages);
  const token = useStore($token);
  const count = useStore($cartCount);
  const signedIn = Boolean(token);
  const go = (path: string) => () => {
    if (!signedIn) openOverlay('login');
    else window.location.href = `${base}${path}`;
  };
  return (
    <div className="header-icons">
      <button type="button" className="icon-btn" aria-label={t('header.search')} onClick={() => openOverlay('search')}>
        <SearchIcon />
      </button>
      <button type="button" className="icon-btn" aria-label={t('header.likes')} onClick={go('/user/like')}>
        <HeartIcon />
      </button>
      <button type="button" className="icon-btn" aria-label={t('header.cart')} onClick={() => (signedIn ? openOverlay('cart') : openOverlay('login'))}>
        <CartIcon />
        {count > 0 && <span className="badge" aria-label={t('header.cartCount', { count })}>{count > 99 ? '99+' : count}</span>}
      </button>
      <button type="button" className="icon-btn" aria-label={t('header.account')} onClick={go('/user')}>
        <UserIcon />
      </button>
      <CountrySelect label={t('common.countryLabel')} />
    </div>
  );
}
