import { loadCustomScript } from '@paypal/paypal-js';
import type { PayPalV6Namespace } from '@paypal/paypal-js/sdk-v6';
import { answeredMessage } from './api/client.ts';
import { track } from './analytics.ts';
import { captureOrder, createOrder, getPaymentConfig, getShippingPrice } from './api/orders.ts';
import { encryptId } from './idCipher.ts';
import { session } from './storage.ts';
import { $cart, $coupon, $remark, clearCart } from '../stores/cart.ts';
import { $country } from '../stores/country.ts';
import { closeOverlay } from '../stores/ui.ts';

/** Spec §9: the payment options, in the order the buttons show. */
export const FUNDING = ['paypal', 'venmo', 'paylater', 'card'] as const;
export type Funding = (typeof FUNDING)[number];

/** Spec §8's payment messages (the shop's wording when the server gave none). */
export const PAYMENT_MESSAGES = {
  orderRequired: 'order is required',
  createFailed: 'create order failed',
  notCompleted: 'paypal status is not completed',
  loadFailed: 'paypal failed to load',
} as const;

/** /payment-error shows the message it was sent with (spec §2: navigation state). */
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
    if (!paypal?.createInstance) throw new Error(PAYMENT_MESSAGES.loadFailed);
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

function fail(base: string, message: string) {
  session.set(PAYMENT_ERROR_KEY, message);
  window.location.assign(`${base}/payment-error`);
}

/**
 * Spec §4's payment flow, started by a click on a payment button: create the order (the server
 * prices and reserves it) → in PayPal's window the buyer may change the shipping country (the shop
 * reprices and patches, or refuses) → approval → capture. COMPLETED clears the cart, closes the
 * drawer and goes to /payment-success/{encrypted id}; anything else goes to /payment-error.
 */
export async function pay(funding: Funding, base: string): Promise<void> {
  track('begin_checkout', { sid1: funding, list: $cart.get()?.cartData.map((l) => l.product_sku_id) });
  const instance = await loadPayPal();
  let created: { order_id: number; order_no: string; paypal_order_id: string } | null = null;
  const create = async () => {
    const cart = $cart.get();
    if (!cart || cart.cartData.length === 0) throw new Error(PAYMENT_MESSAGES.orderRequired);
    created = await createOrder({
      source: 'cart',
      product_spec: cart.cartData.map((l) => ({ product_sku_id: l.product_sku_id, num: l.num, name: l.product_name })),
      coupon_code: $coupon.get() || undefined,
      user_remark: $remark.get(),
      total_price: cart.priceData.total_price,
      country_code: $country.get(),
      funding_source: funding,
    });
    if (!created?.paypal_order_id) throw new Error(PAYMENT_MESSAGES.orderRequired);
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
          fail(base, result.paypal_status || PAYMENT_MESSAGES.notCompleted);
        }
      } catch (error) {
        fail(base, answeredMessage(error) || PAYMENT_MESSAGES.notCompleted);
      }
    },
    onCancel: () => undefined,
    onError: (error: unknown) =>
      fail(
        base,
        answeredMessage(error) ||
          (error instanceof Error && error.message === PAYMENT_MESSAGES.orderRequired ? error.message : PAYMENT_MESSAGES.createFailed),
      ),
  });
  await paymentSession.start({ presentationMode: 'auto' }, create());
}
