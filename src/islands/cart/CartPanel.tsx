import { useStore } from '../common/useStore.ts';
import { useRef } from 'react';
import { answeredMessage } from '../../lib/api/client.ts';
import { makeT } from '../../lib/t.ts';
import { $cart, carryCheckoutInputs, loadCart } from '../../stores/cart.ts';
import { $country } from '../../stores/country.ts';
import { toast } from '../../stores/toast.ts';
import { $overlay, closeOverlay } from '../../stores/ui.ts';
import { useDialog } from '../common/useDialog.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import CartLines from './CartLines.tsx';
import CartNotes from './CartNotes.tsx';
import CartTotals from './CartTotals.tsx';
import CouponForm from './CouponForm.tsx';
import PayButtons from './PayButtons.tsx';
import './cart.css';

interface Props {
  base: string;
  messages: Record<string, string>;
}

/** The cart drawer (spec §2: 500 px, 'Shopping Cart ({count})'), loaded the first time it opens. */
export default function CartPanel({ base, messages }: Props) {
  const t = makeT(messages);
  const open = useStore($overlay) === 'cart';
  const cart = useStore($cart);
  const country = useStore($country);
  const panel = useRef<HTMLDivElement>(null);
  useDialog(open, panel, closeOverlay);

  useLoadEffect(
    () => (open ? loadCart() : null),
    () => undefined,
    (error) => toast.error(answeredMessage(error) || t('cart.loadFailed')),
    [open, country],
  );

  const count = cart?.count ?? 0;
  return (
    <div className={open ? 'cart-layer is-open' : 'cart-layer'} aria-hidden={!open}>
      <div className="cart-backdrop" onClick={closeOverlay} />
      <div className="cart-drawer" role="dialog" aria-modal="true" aria-labelledby="cart-title" ref={panel}>
        <div className="cart-head">
          <h2 id="cart-title">{t('cart.title', { count })}</h2>
          <button type="button" className="icon-btn" aria-label={t('cart.close')} onClick={closeOverlay}>
            ×
          </button>
        </div>
        {cart === null ? (
          <p className="cart-loading" aria-busy="true">
            {t('cart.loading')}
          </p>
        ) : cart.cartData.length === 0 ? (
          <div className="cart-empty">
            <p className="cart-empty-title">{t('cart.emptyTitle')}</p>
            <p>{t('cart.emptyText')}</p>
            <a className="btn" href={`${base}/`} onClick={closeOverlay}>
              {t('cart.continue')}
            </a>
          </div>
        ) : (
          <div className="cart-body">
            <CartLines lines={cart.cartData} base={base} t={t} />
            <CartNotes t={t} id="cart-drawer-note" />
            <CouponForm t={t} id="cart-drawer-coupon" />
            <CartTotals prices={cart.priceData} t={t} />
            <PayButtons t={t} base={base} />
            <a className="btn btn-outline cart-checkout" href={`${base}/shopping-cart`} onClick={carryCheckoutInputs}>
              {t('cart.checkout')}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
