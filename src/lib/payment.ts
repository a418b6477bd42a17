import { loadCustomScript } from '@paypal/paypal-js';
import type { PayPalV6Namespace } from '@paypal/paypal-js/sdk-v6';
import { answeredMessage } from './api/client.ts';
import { track } from './analytics.ts';
import { captureOrder, createOrder, getPaymentConfig, getShippingPrice, payUnpaidOrder } from './api/orders.ts';
import { encryptId } from './idCipher.ts';
import { session } from './storage.ts';
import type { T } from './t.ts';
import { $cart, $coupon, $remark, clearCart } from '../stores/cart.ts';
import { $country } from '../stores/country.ts';
import { closeOverlay } from '../stores/ui.ts';

/** Spec §9: the payment options, in the order the buttons show. */
export const FUNDING = ['paypal', 'venmo', 'paylater', 'card'] as const;
export type Funding = (typeof FUNDING)[number];

/**
 * Why a payment did not finish (spec §8's payment errors), each shown in the shopper's language
 * (`payment.<outcome>`; the spec's English wording is the en text): the flow's own failures, and
 * what PayPal answered for the capture or the buyer did in its window.
 */
export type PaymentOutcome =
  'orderRequired' | 'createFailed' | 'notCompleted' | 'otherStatus' | 'loadFailed' | 'cancelled' | 'declined' | 'pending';

/** What /payment-error is sent with (spec §2: navigation state): an outcome, or the server's own words (already translated). */
export interface PaymentFailure {
  outcome: PaymentOutcome;
  /** PayPal's capture status, for `otherStatus`. */
  status?: string;
  message?: string;
}

/** The outcome of a capture PayPal did not complete. */
export function statusOutcome(status: string): PaymentFailure {
  if (status === 'DECLINED') return { outcome: 'declined' };
  if (status === 'PENDING') return { outcome: 'pending' };
  return status ? { outcome: 'otherStatus', status } : { outcome: 'notCompleted' };
}

/** The shopper's words for a failure: the server's own (translated) message, else the outcome's text. */
export const failureText = (failure: PaymentFailure, t: T) =>
  failure.message || t(`payment.${failure.outcome}`, { status: failure.status ?? '' });

/** A failure before PayPal's window (the order could not be made): `Error`s carrying an outcome. */
export class PaymentFlowError extends Error {
  readonly outcome: PaymentOutcome;
  constructor(outcome: PaymentOutcome) {
    super(outcome);
    this.outcome = outcome;
  }
}

/** The toast for a payment that could not start (PayPal's script did not load, nothing to pay): its outcome's text. */
export const startFailureText = (error: unknown, t: T) =>
  t(`payment.${error instanceof PaymentFlowError ? error.outcome : 'createFailed'}`);

export const PAYMENT_ERROR_KEY = 'mooli_payment_error';

interface SdkSession {
  start(options: { presentationMode: string }, order: Promise<{ orderId: string }>): Promise<void>;
}
interface SdkInstance {
  findEligibleMethods(o: Record<string, unknown>): Promise<{ isEligible(method: string): boolean }>;
  [create: string]: unknown;
}

let loading: Promise<SdkInstance> | null = null;
let configLoading: ReturnType<typeof getPaymentConfig> | null = null;

/** The API's payment settings, asked once per page. */
function paymentConfig() {
  configLoading ??= getPaymentConfig().catch((error) => {
    configLoading = null;
    throw error;
  });
  return configLoading;
}

/**
 * Loads PayPal's web SDK v6 from where the API says (PayPal's script, or the sandbox emulator's
 * stand-in when no credentials are configured) once per page, and creates its instance.
 */
export function loadPayPal(): Promise<SdkInstance> {
  loading ??= (async () => {
    const config = await paymentConfig();
    await loadCustomScript({ url: config.sdk_url });
    const paypal = (window as unknown as { paypal?: PayPalV6Namespace }).paypal;
    if (!paypal?.createInstance) throw new PaymentFlowError('loadFailed');
    return (await paypal.createInstance({
      clientId: config.client_id,
      components: ['paypal-payments', 'venmo-payments'],
      pageType: 'checkout',
    } as never)) as unknown as SdkInstance;
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Which of the four payment options the buyer can use for this country and amount: those the shop
 * offers there (the operators' choice, Pay Later within its range) that PayPal finds the buyer eligible for.
 */
export async function eligibleFunding(instance: SdkInstance, country: string, total: string): Promise<Funding[]> {
  const [config, methods] = await Promise.all([
    paymentConfig(),
    instance.findEligibleMethods({ currencyCode: 'USD', countryCode: country, amount: total }),
  ]);
  const offered = config.methods[country] ?? [];
  const amount = Number(total);
  const inRange = amount >= Number(config.pay_later.min) && amount <= Number(config.pay_later.max);
  return FUNDING.filter((f) => offered.includes(f) && (f !== 'paylater' || inRange) && methods.isEligible(f));
}

const sessionFactory: Record<Funding, string> = {
  paypal: 'createPayPalOneTimePaymentSession',
  venmo: 'createVenmoOneTimePaymentSession',
  paylater: 'createPayLaterOneTimePaymentSession',
  card: 'createCardOneTimePaymentSession',
};

function fail(base: string, failure: PaymentFailure) {
  session.set(PAYMENT_ERROR_KEY, JSON.stringify(failure));
  window.location.assign(`${base}/payment-error`);
}

/** A failure with the server's own words when it answered a refusal, else `outcome`. */
const failureOf = (error: unknown, outcome: PaymentOutcome): PaymentFailure => {
  const message = answeredMessage(error);
  if (message) return { outcome, message };
  return { outcome: error instanceof PaymentFlowError ? error.outcome : outcome };
};

/**
 * Spec §4's payment flow, started by a click on a payment button (or Pay now on an unpaid order,
 * `unpaidOrderId`, which skips creating one): create the order (the server
 * prices and reserves it) → in PayPal's window the buyer may change the shipping country (the shop
 * reprices and patches, or refuses) → approval → capture. COMPLETED clears the cart, closes the
 * drawer and goes to /payment-success/{encrypted id}; anything else goes to /payment-error.
 */
export async function pay(funding: Funding, base: string, unpaidOrderId?: number): Promise<void> {
  track('begin_checkout', { sid1: funding, list: $cart.get()?.cartData.map((l) => l.product_sku_id) });
  const instance = await loadPayPal();
  let created: { order_id: number; order_no: string; paypal_order_id: string } | null = null;
  const create = async () => {
    // Pay now for an order already made (its card declined, or the payment abandoned): its own PayPal order.
    if (unpaidOrderId !== undefined) {
      created = await payUnpaidOrder({ id: unpaidOrderId, funding_source: funding });
      return { orderId: created.paypal_order_id };
    }
    const cart = $cart.get();
    if (!cart || cart.cartData.length === 0) throw new PaymentFlowError('orderRequired');
    created = await createOrder({
      source: 'cart',
      product_spec: cart.cartData.map((l) => ({ product_sku_id: l.product_sku_id, num: l.num, name: l.product_name })),
      coupon_code: $coupon.get() || undefined,
      user_remark: $remark.get(),
      total_price: cart.priceData.total_price,
      country_code: $country.get(),
      funding_source: funding,
    });
    if (!created?.paypal_order_id) throw new PaymentFlowError('orderRequired');
    track('checkout_order', { sid1: created.order_no, sid2: funding });
    return { orderId: created.paypal_order_id };
  };
  const make = instance[sessionFactory[funding]] as (callbacks: Record<string, unknown>) => SdkSession;
  const paymentSession = make.call(instance, {
    onShippingAddressChange: async (data: { shippingAddress?: { countryCode?: string } }) => {
      const country = data.shippingAddress?.countryCode;
      if (!created || !country) return;
      // A refusal (a country the shop does not ship to) rejects the change in PayPal's window.
      await getShippingPrice({ country_code: country, order_no: created.order_no });
    },
    onApprove: async (data: { orderId: string }) => {
      try {
        const result = await captureOrder({ paypal_order_id: data.orderId });
        if (result.paypal_status === 'COMPLETED') {
          track('purchase', { sid1: created?.order_no ?? '', sid2: funding });
          clearCart();
          closeOverlay();
          window.location.assign(`${base}/payment-success/${encryptId(result.order_id)}`);
        } else {
          fail(base, statusOutcome(result.paypal_status));
        }
      } catch (error) {
        fail(base, failureOf(error, 'notCompleted'));
      }
    },
    // "Any other outcome" (spec §4): the buyer closing PayPal's window ends on /payment-error too.
    onCancel: () => fail(base, { outcome: 'cancelled' }),
    onError: (error: unknown) => fail(base, failureOf(error, 'createFailed')),
  });
  await paymentSession.start({ presentationMode: 'auto' }, create());
}
