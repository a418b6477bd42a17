import { useEffect, useState } from 'react';
import { failureText, PAYMENT_ERROR_KEY, type PaymentFailure } from '../../lib/payment.ts';
import { session } from '../../lib/storage.ts';
import { makeT } from '../../lib/t.ts';

/** What the payment flow left: its outcome, or nothing (the page reached directly). */
function leftFailure(): PaymentFailure | undefined {
  try {
    const failure = JSON.parse(session.get(PAYMENT_ERROR_KEY) ?? 'null') as PaymentFailure | null;
    return failure && typeof failure.outcome === 'string' ? failure : undefined;
  } catch {
    return undefined;
  }
}

/** /payment-error: why the payment did not go through, in the page's language (spec §2, §8), and ways on. */
export default function PaymentError({ base, messages }: { base: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const failure = leftFailure();
    setMessage(failure ? failureText(failure, t) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, after hydration (session storage is the browser's)
  }, []);
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
