import { useStore } from '../common/useStore.ts';
import { useState } from 'react';
import { eligibleFunding, loadPayPal, pay, startFailureText, type Funding } from '../../lib/payment.ts';
import type { T } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { $cart } from '../../stores/cart.ts';
import { $country } from '../../stores/country.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';

interface Props {
  t: T;
  base: string;
  disabled?: boolean;
}

/**
 * The payment buttons (spec §9: paypal, venmo, paylater, card), only those the buyer is eligible for.
 * Disabled without an order to pay, when the cart cannot be paid (a country not shipped to), or
 * without a token (spec §5).
 */
export default function PayButtons({ t, base, disabled = false }: Props) {
  const cart = useStore($cart);
  const token = useStore($token);
  const country = useStore($country);
  const [funding, setFunding] = useState<Funding[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const total = cart?.priceData.total_price ?? '0.00';

  useLoadEffect(
    () => loadPayPal().then((instance) => eligibleFunding(instance, country, total)),
    (list) => (setFunding(list), setFailed(false)),
    () => setFailed(true),
    [country, total],
  );

  if (failed)
    return (
      <p className="pay-failed" role="alert">
        {t('payment.loadFailed')}
      </p>
    );
  const payable = Boolean(token) && !disabled && Boolean(cart?.cartData.length) && cart?.priceData.ships !== false;

  function start(f: Funding) {
    if (!payable || busy) return;
    setBusy(true);
    pay(f, base)
      .catch((error) => toast.error(startFailureText(error, t)))
      .finally(() => setBusy(false));
  }

  return (
    <div className="pay-buttons" aria-busy={funding === null || busy}>
      {(funding ?? []).map((f) => (
        <button key={f} type="button" className={`pay-btn pay-${f}`} disabled={!payable || busy} onClick={() => start(f)}>
          {t(`cart.pay_${f}`)}
        </button>
      ))}
    </div>
  );
}
