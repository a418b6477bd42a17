import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { afterSales, orderLines, orders, outbox, users } from '../../db/schema/index.ts';
import { countryName } from '../../lib/countries.ts';
import { addressLines } from '../payments/address.ts';
import { isLocale, storefrontUrl, DEFAULT_LOCALE, type Locale } from '../../lib/locales.ts';
import { renderMail, type MailBlock } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { text, type TextKey } from '../../lib/texts.ts';
import { afterSaleProcess } from '../after-sales/states.ts';
import type { MessageKind } from '../orders/states.ts';

type OutboxRow = typeof outbox.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type SaleRow = typeof afterSales.$inferSelect;
/** The keys under api.mail.order, checked by the compiler. */
type OrderMailKey = TextKey extends infer K ? (K extends `api.mail.order.${infer R}` ? R : never) : never;

/** Everything an order e-mail says, read when it is sent (so it shows the order as it is then). */
export interface OrderMessage {
  id: number;
  kind: MessageKind;
  locale: Locale;
  to: string;
  order: OrderRow;
  lines: LineRow[];
  sale: SaleRow | null;
}

/** The message's order, lines, shopper's address and after-sales request; null when the shopper has no address any more. */
export async function loadMessage(db: Db, row: OutboxRow): Promise<OrderMessage | null> {
  const [found] = await db
    .select({ order: orders, to: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, row.orderId));
  if (!found?.to) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.orderId)).orderBy(orderLines.id);
  const [sale] = row.afterSaleId ? await db.select().from(afterSales).where(eq(afterSales.id, row.afterSaleId)) : [];
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  return { id: row.id, kind: row.kind, locale, to: found.to, order: found.order, lines, sale: sale ?? null };
}

const money = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** What each kind of message says: its texts (under api.mail.order.<part>) and blocks. */
const KIND_PART: Record<MessageKind, 'paid' | 'shipped' | 'refunded' | 'expired' | 'afterSaleReceived' | 'afterSaleDecided'> = {
  order_paid: 'paid',
  order_shipped: 'shipped',
  order_refunded: 'refunded',
  order_expired: 'expired',
  after_sale_received: 'afterSaleReceived',
  after_sale_decided: 'afterSaleDecided',
};

/** The e-mail for a message, in the shopper's language: HTML and plain text, in the shop's look. */
export function composeMail(m: OrderMessage, config: Pick<Config, 'BRAND_NAME' | 'SITE_URL'>): MailMessage {
  const { order, locale } = m;
  const part = KIND_PART[m.kind];
  const vars = {
    brand: config.BRAND_NAME,
    orderNo: order.orderNo,
    total: money(order.totalCents, order.currency, locale),
    amount: money(order.totalCents, order.currency, locale),
    carrier: order.carrier ?? '',
    tracking: order.trackingNumber ?? '',
    country: countryName(locale, order.countryCode),
  };
  const t = (key: OrderMailKey) => text(locale, `api.mail.order.${key}`, vars);
  const orderPage = storefrontUrl(config.SITE_URL, locale, `/user/order/${order.id}`).href;
  const view: MailBlock = { kind: 'button', label: t('view'), url: orderPage };
  const help: MailBlock = { kind: 'text', text: t('help'), muted: true };
  let blocks: MailBlock[];
  switch (m.kind) {
    case 'order_paid':
      blocks = [
        { kind: 'text', text: t('paid.intro') },
        { kind: 'text', text: t('orderNo') },
        receipt(m, t),
        { kind: 'text', text: t('shipTo') },
        ...shipToBlock(m),
        view,
        help,
      ];
      break;
    case 'order_shipped':
      blocks = [
        { kind: 'text', text: t('shipped.intro') },
        ...(order.carrier ? [{ kind: 'text' as const, text: t('shipped.carrier') }] : []),
        ...(order.trackingNumber ? [{ kind: 'text' as const, text: t('shipped.tracking') }] : []),
        ...(order.trackingUrl ? [{ kind: 'button' as const, label: t('shipped.track'), url: order.trackingUrl }] : []),
        receipt(m, t, false),
        view,
        help,
      ];
      break;
    case 'order_refunded':
      blocks = [{ kind: 'text', text: t('refunded.intro') }, view, help];
      break;
    case 'order_expired':
      blocks = [
        { kind: 'text', text: t('expired.intro') },
        { kind: 'text', text: t('expired.again') },
        { kind: 'button', label: t('expired.shop'), url: storefrontUrl(config.SITE_URL, locale, '/shop').href },
      ];
      break;
    case 'after_sale_received':
      blocks = [{ kind: 'text', text: t('afterSaleReceived.intro') }, view, help];
      break;
    case 'after_sale_decided': {
      const approved = m.sale?.status !== afterSaleProcess.moves.reject.to;
      const reply = m.sale?.reply.trim();
      blocks = [
        { kind: 'text', text: t(approved ? 'afterSaleDecided.approved' : 'afterSaleDecided.rejected') },
        ...(reply
          ? [
              { kind: 'text' as const, text: t('afterSaleDecided.reply') },
              { kind: 'quote' as const, text: reply },
            ]
          : []),
        view,
        help,
      ];
      break;
    }
  }
  const subject = t(`${part}.subject`);
  const { html, text: plain } = renderMail({
    locale,
    brand: config.BRAND_NAME,
    subject,
    heading: t(`${part}.heading`),
    blocks,
    signature: t('signature'),
  });
  const host = new URL(config.SITE_URL).hostname || 'localhost';
  // One id per outbox row: a message sent again after a crash is recognisably the same message.
  return { to: m.to, subject, text: plain, html, language: locale, messageId: `<order-mail-${m.id}@${host}>` };
}

type Row = Extract<MailBlock, { kind: 'rows' }>['rows'][number];

/** The order's lines and amounts as a receipt (`totals`: with subtotal, discount, shipping and total). */
/** The street address PayPal ships to, under the line naming its country (which it therefore leaves out). */
const shipToBlock = ({ order }: OrderMessage): MailBlock[] =>
  order.shipTo ? [{ kind: 'lines', lines: addressLines(order.shipTo, () => '') }] : [];

function receipt(m: OrderMessage, t: (key: OrderMailKey) => string, totals = true): MailBlock {
  const { order, locale } = m;
  const price = (cents: number) => money(cents, order.currency, locale);
  const named = (names: Partial<Record<string, string>>) => names[locale] ?? names.en ?? '';
  const rows: Row[] = m.lines.map((l) => {
    const colour = named(l.colorName);
    return {
      label: named(l.productName),
      detail: [colour ? text(locale, 'api.mail.order.colour', { colour }) : '', text(locale, 'api.mail.order.quantity', { num: l.num })]
        .filter(Boolean)
        .join(' · '),
      value: price(l.unitCents * l.num),
    };
  });
  if (totals) {
    rows.push({ label: t('subtotal'), value: price(order.goodsCents) });
    if (order.discountCents > 0)
      rows.push({
        label: text(locale, 'api.mail.order.discount', { code: order.couponCode ?? '' }),
        value: `−${price(order.discountCents)}`,
      });
    rows.push({ label: t('shipping'), value: order.shippingCents ? price(order.shippingCents) : t('free') });
    rows.push({ label: t('total'), value: price(order.totalCents), strong: true });
  }
  return { kind: 'rows', rows };
}
