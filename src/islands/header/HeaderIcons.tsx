import { useStore } from '../common/useStore.ts';
import { useEffect } from 'react';
import type { Country } from '../../../api/modules/site/schema.ts';
import { $avatar, $token } from '../../stores/auth.ts';
import { $cartCount, loadCartCount } from '../../stores/cart.ts';
import { openOverlay } from '../../stores/ui.ts';
import { loadUser } from '../../stores/user.ts';
import { CartIcon, HeartIcon, SearchIcon, UserIcon } from '../../components/icons.tsx';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import CountrySelect from './CountrySelect.tsx';

/** The messages of the header's icons; the header passes `messagesFor(locale, headerIconsMessages)`. */
export const headerIconsMessages = [
  'header.search',
  'header.account',
  'header.likes',
  'header.cart',
  'header.cartCount',
  'common.countryLabel',
] as const;

interface Props {
  messages: Picked<KeysIn<typeof headerIconsMessages>>;
  /** Locale prefix for links, "" for en or "/de" etc. */
  base: string;
  /** The shop's countries as built: the dropdown has its full width from the first paint. */
  countries?: Country[];
}

/** Search, likes, cart (with count badge), account and country (spec §2). Signed out, likes/cart/account open the login modal. */
export default function HeaderIcons({ messages, base, countries }: Props) {
  const t = makeT(messages);
  const token = useStore($token);
  const count = useStore($cartCount);
  const avatar = useStore($avatar);
  const signedIn = Boolean(token);
  // The avatar is kept from the last time the account loaded; only a new session asks for it.
  useEffect(() => {
    if (signedIn && avatar === null) loadUser().catch(() => undefined);
  }, [signedIn, avatar]);
  // The badge counts the signed-in shopper's cart; signed out it is empty.
  useEffect(() => {
    if (signedIn) loadCartCount().catch(() => undefined);
    else $cartCount.set(0);
  }, [signedIn]);
  // Handlers read the stores, not this render: a tap replayed during hydration sees the real session.
  const go = (path: string) => () => {
    if (!$token.get()) openOverlay('login');
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
      <button type="button" className="icon-btn" aria-label={t('header.cart')} onClick={() => openOverlay($token.get() ? 'cart' : 'login')}>
        <CartIcon />
        {count > 0 && (
          <span className="badge" aria-label={t('header.cartCount', { count })}>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <button
        type="button"
        className={signedIn ? 'icon-btn icon-btn-signed-in' : 'icon-btn'}
        aria-label={t('header.account')}
        onClick={go('/user')}
      >
        {signedIn && avatar ? <img className="header-avatar" src={avatar} alt="" width={26} height={26} /> : <UserIcon />}
      </button>
      <CountrySelect label={t('common.countryLabel')} initial={countries} />
    </div>
  );
}
