import { asc } from 'drizzle-orm';
import { countries } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { escapeHtml } from '../../lib/html.ts';
import { centsToString } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';

/** GET /basicInfo/get?kind=3: the shipping rules. */
export const SHIPPING_RULES_KIND = 3;

/**
 * The shipping rates of every country as an HTML table in the request's language, read from the
 * same `countries` rows the cart and the checkout charge by, so the rules page can never disagree
 * with a cart; countries the shop does not ship to are named after it.
 */
export async function shippingTable({ db, locale }: Pick<Context, 'db' | 'locale'>): Promise<string> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const nameOf = (code: string) => escapeHtml(names.of(code) ?? code);
  const shipped = rows.filter((r) => r.shipsTo);
  const notShipped = rows.filter((r) => !r.shipsTo);
  const t = (key: 'tableTitle' | 'country' | 'rate' | 'freeFrom' | 'never') => escapeHtml(text(locale, `api.shipping.${key}`));
  const body = shipped
    .map(
      (r) =>
        `<tr><td>${nameOf(r.code)}</td><td>$${centsToString(r.shippingCents)}</td><td>${
          r.freeShippingOverCents === null ? t('never') : `$${centsToString(r.freeShippingOverCents)}`
        }</td></tr>`,
    )
    .join('');
  const table = `<h3>${t('tableTitle')}</h3><table><thead><tr><th scope="col">${t('country')}</th><th scope="col">${t('rate')}</th><th scope="col">${t('freeFrom')}</th></tr></thead><tbody>${body}</tbody></table>`;
  const none = notShipped.length
    ? `<p>${escapeHtml(text(locale, 'api.shipping.notShipped', { countries: notShipped.map((r) => names.of(r.code) ?? r.code).join(', ') }))}</p>`
    : '';
  return table + none;
}
