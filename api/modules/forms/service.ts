import { contactMessages, joinRequests, wholesaleInquiries } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { checkSubmission, valuesOf } from './check.ts';
import { inboxMail, mailShop } from './mail.ts';
import { CONTACT_FORM, JOIN_FORM, WHOLESALE_FORM } from './rules.ts';
import type { ContactBody, JoinBody, WholesaleBody } from './schema.ts';

const orNull = (s: string) => (s === '' ? null : s);

export async function saveContact(ctx: Context, body: ContactBody): Promise<void> {
  const v = valuesOf(CONTACT_FORM, body);
  checkSubmission(ctx, CONTACT_FORM, v, body);
  const email = v.email.toLowerCase();
  await ctx.db.insert(contactMessages).values({ name: v.name, email, topic: v.topic, message: v.message, locale: ctx.locale });
  await mailShop(
    ctx,
    inboxMail(ctx, `Contact: ${v.topic} from ${v.name}`, email, [
      ['Name', v.name],
      ['E-mail', email],
      ['Topic', v.topic],
      ['Message', v.message],
    ]),
  );
}

export async function saveJoin(ctx: Context, body: JoinBody): Promise<void> {
  const v = valuesOf(JOIN_FORM, body);
  checkSubmission(ctx, JOIN_FORM, v, body);
  const email = v.email.toLowerCase();
  const row = {
    programme: v.programme,
    name: v.name,
    email,
    country: v.country,
    platform: orNull(v.platform),
    handle: orNull(v.handle),
    audience: orNull(v.audience),
    motivation: v.motivation,
    locale: ctx.locale,
  };
  await ctx.db.insert(joinRequests).values(row);
  await mailShop(
    ctx,
    inboxMail(ctx, `Join (${v.programme}): ${v.name}`, email, [
      ['Programme', row.programme],
      ['Name', row.name],
      ['E-mail', email],
      ['Country', row.country],
      ['Platform', row.platform],
      ['Handle', row.handle],
      ['Audience', row.audience],
      ['Motivation', row.motivation],
    ]),
  );
}

export async function saveWholesale(ctx: Context, body: WholesaleBody): Promise<void> {
  const v = valuesOf(WHOLESALE_FORM, body);
  checkSubmission(ctx, WHOLESALE_FORM, v, body);
  const email = v.email.toLowerCase();
  const row = {
    company: v.company,
    contactName: v.contact_name,
    email,
    phone: orNull(v.phone),
    country: v.country,
    volume: v.volume,
    message: v.message,
    locale: ctx.locale,
  };
  await ctx.db.insert(wholesaleInquiries).values(row);
  await mailShop(
    ctx,
    inboxMail(ctx, `Wholesale: ${row.company}`, email, [
      ['Company', row.company],
      ['Contact name', row.contactName],
      ['E-mail', email],
      ['Phone', row.phone],
      ['Country', row.country],
      ['Volume (units a month)', row.volume],
      ['Message', row.message],
    ]),
  );
}
