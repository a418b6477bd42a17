import { useStore } from '../common/useStore.ts';
import { useRef, useState, type FormEvent } from 'react';
import { COUPON_CODE_MAX } from '../../../api/modules/cart/rules.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import type { T } from '../../lib/t.ts';
import { $coupon, applyCoupon, loadCart } from '../../stores/cart.ts';
import { toast } from '../../stores/toast.ts';

/** Spec §9: Apply is throttled to once a second (the first click counts). */
const THROTTLE_MS = 1000;

/** The coupon field: an empty code reloads the cart without a coupon; a refusal shows the server's reason. */
export default function CouponForm({ t, id }: { t: T; id: string }) {
  const applied = useStore($coupon);
  const [code, setCode] = useState(applied);
  const last = useRef(0);

  function submit(e: FormEvent) {
    e.preventDefault();
    const now = Date.now();
    if (now - last.current < THROTTLE_MS) return;
    last.current = now;
    const wanted = code.trim();
    if (!wanted) {
      $coupon.set('');
      loadCart().catch((error) => toast.error(answeredMessage(error) || t('cart.loadFailed')));
      return;
    }
    applyCoupon(wanted).then(
      () => toast.success(t('cart.couponApplied')),
      (error) => toast.error(answeredMessage(error) || t('cart.couponFailed')),
    );
  }

  return (
    <form className="cart-coupon" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('cart.couponLabel')}
      </label>
      <input
        id={id}
        value={code}
        maxLength={COUPON_CODE_MAX}
        placeholder={t('cart.couponPlaceholder')}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="btn btn-small">
        {t('cart.apply')}
      </button>
    </form>
  );
}
