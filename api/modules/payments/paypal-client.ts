import { centsOrNull, centsToString } from '../../lib/money.ts';
import {
  PaymentError,
  type CreatePaymentInput,
  type Money,
  type PaymentAmount,
  type PaymentProvider,
  type ProviderOrder,
  type ShipTo,
  type WebhookEvent,
} from './provider.ts';

/** The headers PayPal signs a webhook delivery with; a delivery lacking one is not PayPal's. */
const WEBHOOK_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
];

export interface PayPalOptions {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or the emulator's base. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: string;
  /** The web SDK script the storefront loads. */
  sdkUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Where PayPal's servers report a buyer's new shipping address for an order (needed for Venmo,
   * whose window has no client-side callback); PayPal requires a public https URL.
   */
  shippingCallbackUrl?: (orderNo: string) => string;
}

export const PAYPAL_HOSTS = {
  sandbox: { api: 'https://api-m.sandbox.paypal.com', sdk: 'https://www.sandbox.paypal.com/web-sdk/v6/core' },
  live: { api: 'https://api-m.paypal.com', sdk: 'https://www.paypal.com/web-sdk/v6/core' },
} as const;

/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Json = Record<string, any>;

const money = (cents: number, currency: string) => ({ currency_code: currency, value: centsToString(cents) });

/** An amount as PayPal's orders carry it: the total and its breakdown. */
export const amountJson = (a: PaymentAmount) => ({
  ...money(a.totalCents, a.currency),
  breakdown: {
    item_total: money(a.itemCents, a.currency),
    shipping: money(a.shippingCents, a.currency),
    discount: money(a.discountCents, a.currency),
  },
});

/** PayPal's order JSON in the shop's terms; the capture keeps its own status, which is what counts. */
export function toProviderOrder(order: Json): ProviderOrder {
  const unit = order.purchase_units?.[0] ?? {};
  const capture = unit.payments?.captures?.[0];
  return {
    id: String(order.id),
    status: String(order.status),
    orderNo: unit.invoice_id ?? unit.custom_id ?? null,
    amountCents: centsOrNull(unit.amount?.value),
    currency: unit.amount?.currency_code ?? null,
    capture: capture
      ? {
          id: String(capture.id),
          status: String(capture.status),
          amountCents: centsOrNull(capture.amount?.value) ?? -1,
          currency: capture.amount?.currency_code ?? '',
        }
      : null,
    shippingCountry: unit.shipping?.address?.country_code ?? null,
    shipTo: shipToOf(unit.shipping),
  };
}

/** PayPal's `purchase_units[].shipping` as the shop keeps it; null without an address line (nothing to ship to yet). */
function shipToOf(shipping: Json | undefined): ShipTo | null {
  const a = shipping?.address;
  if (!a?.address_line_1 || !a.country_code) return null;
  const part = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    name: part(shipping?.name?.full_name),
    lines: [part(a.address_line_1), part(a.address_line_2)].filter(Boolean),
    city: part(a.admin_area_2),
    region: part(a.admin_area_1),
    postal_code: part(a.postal_code),
    country_code: part(a.country_code).toUpperCase(),
  };
}

/**
 * PayPal's REST API (Orders v2, Payments v2, webhook verification) behind the shop's payment-provider
 * interface: an OAuth client-credentials token kept until shortly before it expires, a timeout on
 * every request, and PayPal-Request-Id on every write so that a retried write is done once.
 */
/**
 * The buyer experience PayPal is asked for, under the wallet the buyer chose: Venmo's shipping
 * changes reach the shop only through the server-side callback configured in its own
 * experience_context (client-side callbacks do not exist for Venmo); Pay Later is a PayPal wallet
 * flow; the card button's guest checkout takes the order without a wallet.
 */
function paymentSourceOf(input: CreatePaymentInput, callbackUrl: string | undefined) {
  if (input.funding === 'card') return {};
  const experience_context = {
    shipping_preference: 'GET_FROM_FILE',
    user_action: 'PAY_NOW',
    ...(callbackUrl ? { order_update_callback_config: { callback_events: ['SHIPPING_ADDRESS'], callback_url: callbackUrl } } : {}),
  };
  return { payment_source: { [input.funding === 'venmo' ? 'venmo' : 'paypal']: { experience_context } } };
}

export function createPayPalProvider(opts: PayPalOptions): PaymentProvider {
  const send = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  let token: { value: string; until: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: Json }> {
    const res = await send(`${opts.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = {};
    }
    if (!res.ok) {
      const issue = body.details?.[0]?.issue ?? body.name ?? body.error ?? null;
      throw new PaymentError(body.message ?? body.error_description ?? `PayPal answered ${res.status}`, res.status, issue);
    }
    return { status: res.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    fetching ??= (async () => {
      const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
      const { body } = await call('/v1/oauth2/token', {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
      token = { value: String(body.access_token), until: Date.now() + Number(body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
      return token.value;
    })().finally(() => {
      fetching = null;
    });
    return fetching;
  }

  async function api(method: string, path: string, body?: unknown, requestId?: string, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      ...extra,
    };
    return call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  return {
    name: 'paypal',

    async createOrder(input: CreatePaymentInput) {
      const { body } = await api(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: 'default',
              custom_id: input.orderNo,
              invoice_id: input.orderNo,
              amount: amountJson(input.amount),
              items: input.items.map((i) => ({
                name: i.name,
                sku: i.sku,
                quantity: String(i.quantity),
                unit_amount: money(i.unitCents, input.amount.currency),
              })),
              shipping: { address: { country_code: input.countryCode } },
            },
          ],
          ...paymentSourceOf(input, opts.shippingCallbackUrl?.(input.orderNo)),
        },
        input.requestId,
      );
      return toProviderOrder(body);
    },

    async getOrder(id: string) {
      return toProviderOrder((await api('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`)).body);
    },

    async patchAmount(id: string, amount: PaymentAmount) {
      await api('PATCH', `/v2/checkout/orders/${encodeURIComponent(id)}`, [
        { op: 'replace', path: "/purchase_units/@reference_id=='default'/amount", value: amountJson(amount) },
      ]);
    },

    async capture(id: string, requestId: string) {
      return toProviderOrder((await api('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, requestId)).body);
    },

    async refundCapture(captureId: string, amount: Money, requestId: string, invoiceId?: string) {
      const { body } = await api(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: money(amount.cents, amount.currency), ...(invoiceId ? { invoice_id: invoiceId } : {}) },
        requestId,
      );
      return { id: String(body.id), status: String(body.status) };
    },

    async verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      const header = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      // Without PayPal's signature headers there is nothing to verify: refused without asking PayPal.
      if (!WEBHOOK_HEADERS.every((name) => header(name))) return null;
      let event: Json;
      try {
        event = JSON.parse(rawBody) as Json;
      } catch {
        return null;
      }
      const { body } = await api('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: opts.webhookId,
        // The event exactly as received, parsed from the raw body (never a re-serialized copy).
        webhook_event: event,
      });
      if (body.verification_status !== 'SUCCESS') return null;
      const resource = (event.resource ?? {}) as Json;
      const isRefund = String(event.event_type).includes('REFUND') && resource.status !== 'REFUNDED';
      const up = (resource.links as { rel?: string; href?: string }[] | undefined)?.find((l) => l.rel === 'up')?.href;
      return {
        id: String(event.id),
        eventType: String(event.event_type),
        resourceId: resource.id ? String(resource.id) : null,
        orderId: resource.supplementary_data?.related_ids?.order_id ?? null,
        // A refund's resource is the refund, which links up to its capture.
        captureId: isRefund ? (up?.match(/\/captures\/([^/?#]+)/)?.[1] ?? null) : resource.id ? String(resource.id) : null,
        orderNo: resource.invoice_id ?? resource.custom_id ?? null,
        resource,
      };
    },

    browserConfig() {
      return { clientId: opts.clientId, sdkUrl: opts.sdkUrl, environment: opts.environment };
    },
  };
}
