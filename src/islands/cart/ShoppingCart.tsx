import { useStore } from '../common/useStore.ts';
import { useEffect, useState } from 'react';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { getPaymentRecommend } from '../../lib/api/orders.ts';
import { makeT } from '../../lib/t.ts';
import { $cart, loadCart, resetCheckoutInputs, takeCarriedCheckoutInputs } from '../../stores/cart.ts';
import { $country } from '../../stores/country.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import ProductCard from '../product/ProductCard.tsx';
import CartLines from './CartLines.tsx';
import CartNotes from './CartNotes.tsx';
import CartTotals from './CartTotals.tsx';
import CouponForm from './CouponForm.tsx';
import FreightRules from './FreightRules.tsx';
import PayButtons from './PayButtons.tsx';
import './cart.css';

interface Props {
  base: string;
  messages: Record<string, string>;
}

/**
 * /shopping-cart: the whole cart, the freight rules, products to add, and the payment buttons.
 * Changing the country reloads prices and shipping; leaving the page resets coupon and note (spec §4).
 */
export default function ShoppingCart({ base, messages }: Props) {
  const t = makeT(messages);
  const cart = useStore($cart);
  const country = useStore($country);
  const [failed, setFailed] = useState(false);
  const [extras, setExtras] = useState<ProductListItem[]>([]);

  useLoadEffect(
    () => (setFailed(false), takeCarriedCheckoutInputs(), loadCart()),
    () => undefined,
    (error) => {
      setFailed(true);
      toast.error(answeredMessage(error) || t('cart.loadFailed'));
    },
    [country],
  );
  useLoadEffect(
    () => getPaymentRecommend({ country_code: country }),
    setExtras,
    () => setExtras([]),
    [country, cart?.count],
  );
  useEffect(() => {
    const leave = () => resetCheckoutInputs();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  if (failed && !cart) return <p role="alert">{t('cart.loadFailed')}</p>;
  if (!cart) return <p aria-busy="true">{t('cart.loading')}</p>;
  if (cart.cartData.length === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty-title">{t('cart.emptyTitle')}</p>
        <p>{t('cart.emptyText')}</p>
        <a className="btn" href={`${base}/`}>
          {t('cart.continue')}
        </a>
      </div>
    );
  }
  return (
    <>
      <div className="shopping-cart">
        <div>
          <CartLines lines={cart.cartData} base={base} t={t} />
          <CartNotes t={t} id="cart-page-note" />
        </div>
        <aside className="shopping-cart-summary" aria-label={t('cart.summary')}>
          <CouponForm t={t} id="cart-page-coupon" />
          <CartTotals prices={cart.priceData} t={t} />
          <FreightRules t={t} />
          <PayButtons t={t} base={base} />
        </aside>
      </div>
      {extras.length > 0 && (
        <section className="cart-extras" aria-labelledby="cart-extras-title">
          <h2 id="cart-extras-title">{t('cart.addToOrder')}</h2>
          <div className="product-grid">
            {extras.map((p) => (
              <ProductCard key={p.id} item={p} t={t} base={base} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
