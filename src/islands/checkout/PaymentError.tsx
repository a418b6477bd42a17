import { useEffect, useState } from 'react';
import { PAYMENT_ERROR_KEY } from '../../lib/payment.ts';
import { session } from '../../lib/storage.ts';
import { makeT } from '../../lib/t.ts';

/** /payment-error: the message the payment flow left (spec §2, §8), and ways on. */
export default function PaymentError({ base, messages }: { base: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setMessage(session.get(PAYMENT_ERROR_KEY) ?? ''), []);
  return (
    <div>
      <p className="checkout-message" role="alert">
        {message === null ? '' : message || t('checkout.errorUnknown')}
      </p>
      <p>{t('checkout.errorHelp')}</p>
      <div className="checkout-actions">
        <a className="btn" href={`${base}/shopping-cart`}>
          {t('checkout.backToCart')}
        </a>
        <a className="btn btn-outline" href={`${base}/user/order`}>
          {t('checkout.viewOrders')}
        </a>
      </div>
    </div>
  );
}
