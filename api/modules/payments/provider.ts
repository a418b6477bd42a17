/**
 * What the shop needs of a payment provider, in the shop's terms. PayPal's Orders v2 client
 * (./paypal-client.ts) is the one implementation; offline it talks to the sandbox emulator
 * (api/paypal-emulator/), and nothing in the shop knows which one answers.
 */

export interface Money {
  /** Cents, so no float ever touches an amount. */
  cents: number;
  currency: string;
}

export interface PaymentItem {
  name: string;
  sku: string;
  quantity: number;
  unitCents: number;
}

export interface PaymentAmount {
  currency: string;
  totalCents: number;
  itemCents: number;
  shippingCents: number;
  discountCents: number;
}

export interface CreatePaymentInput {
  /** The shop's order number: PayPal's invoice_id and custom_id. */
  orderNo: string;
  amount: PaymentAmount;
  items: PaymentItem[];
  /** Shipping country the order was priced for. */
  countryCode: string;
  /** The wallet or card the buyer chose: PayPal's experience settings (and shipping callback) are per wallet. */
  funding: 'paypal' | 'venmo' | 'paylater' | 'card';
  /** Idempotency: a repeated request with the same id returns the first result (PayPal-Request-Id). */
  requestId: string;
}

/** PayPal's order statuses (CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED). */
export type ProviderOrderStatus = string;
/** A capture's own status (COMPLETED, PENDING, DECLINED, REFUNDED, PARTIALLY_REFUNDED, FAILED). */
export type CaptureStatus = string;

export interface ProviderOrder {
  id: string;
  status: ProviderOrderStatus;
  /** invoice_id of the first purchase unit: the shop's order number. */
  orderNo: string | null;
  amountCents: number | null;
  currency: string | null;
  /** The first capture of the first purchase unit, when there is one. */
  capture: { id: string; status: CaptureStatus; amountCents: number; currency: string } | null;
  /** Shipping country the buyer chose in PayPal's window, when known. */
  shippingCountry: string | null;
  /** Where PayPal ships: the name and address the buyer chose in PayPal's window, when known. */
  shipTo: ShipTo | null;
}

/** A shipping address as the shop keeps it with a paid order (what operators ship to). */
export interface ShipTo {
  name: string;
  /** Street lines, as the buyer typed them. */
  lines: string[];
  city: string;
  /** State, province or prefecture. */
  region: string;
  postal_code: string;
  country_code: string;
}

export class PaymentError extends Error {
  readonly status: number;
  /** PayPal's issue name (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED, ORDER_NOT_APPROVED, ...). */
  readonly issue: string | null;
  constructor(message: string, status: number, issue: string | null) {
    super(message);
    this.name = 'PaymentError';
    this.status = status;
    this.issue = issue;
  }
}

export interface WebhookEvent {
  id: string;
  eventType: string;
  /** The resource's id (a capture id for PAYMENT.CAPTURE.*). */
  resourceId: string | null;
  /** The PayPal order id the resource belongs to, when the event says (supplementary_data.related_ids.order_id). */
  orderId: string | null;
  /** The capture the event is about: the resource itself, or for a refund the capture it links up to. */
  captureId: string | null;
  /** invoice_id / custom_id of the resource: the shop's order number. */
  orderNo: string | null;
  resource: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: string;
  createOrder(input: CreatePaymentInput): Promise<ProviderOrder>;
  getOrder(id: string): Promise<ProviderOrder>;
  /** Replaces the amount (and its breakdown) while the order is CREATED or APPROVED. */
  patchAmount(id: string, amount: PaymentAmount): Promise<void>;
  capture(id: string, requestId: string): Promise<ProviderOrder>;
  /** Refunds a capture; `invoiceId` (the shop's order number) goes with the refund, so its webhook names the order. */
  refundCapture(captureId: string, amount: Money, requestId: string, invoiceId?: string): Promise<{ id: string; status: string }>;
  /** Checks a webhook's signature on its raw body (PayPal's verify-webhook-signature); null when it does not verify. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<WebhookEvent | null>;
  /** What the storefront needs to load the payment buttons. */
  browserConfig(): { clientId: string; sdkUrl: string | null; environment: string };
}
