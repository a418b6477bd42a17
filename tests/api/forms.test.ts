import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, joinRequests, wholesaleInquiries } from '../../api/db/schema/index.ts';
import { outboxMails } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

let ipCounter = 1;
/** Each test sends from its own address, so the per-IP limit only shows where a test looks for it. */
const freshIp = () => `198.51.100.${ipCounter++}`;
const HUMAN = { fill_ms: 8000, website: '' };

const forms = [
  {
    path: '/api/contact/us/save',
    table: contactMessages,
    valid: { name: 'Ada Reader', email: 'Ada@Example.com', topic: 'order', message: 'Where is my parcel? It has been a week.' },
    empty: { name: '', email: '', topic: '', message: '' },
    required: ['name', 'email', 'topic', 'message'],
    subject: /Contact: order from Ada Reader/,
  },
  {
    path: '/api/join/form/save',
    table: joinRequests,
    valid: {
      programme: 'ambassador',
      name: 'Ada Reader',
      email: 'ada@example.com',
      country: 'Portugal',
      platform: 'instagram',
      handle: '@ada.reads',
      audience: '1k_10k',
      motivation: 'I review self-care products every week.',
    },
    empty: { programme: '', name: '', email: '', country: '', platform: '', handle: '', audience: '', motivation: '' },
    // Without a programme chosen, nothing marks the sender an ambassador: the social fields may stay empty.
    required: ['programme', 'name', 'email', 'country', 'motivation'],
    subject: /Join \(ambassador\): Ada Reader/,
  },
  {
    path: '/api/wholesale/form/save',
    table: wholesaleInquiries,
    valid: {
      company: 'Rose Boutique Ltd',
      contact_name: 'Ada Reader',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      volume: '100_500',
      message: 'We run three shops and would like your price list.',
    },
    empty: { company: '', contact_name: '', email: '', phone: '', country: '', volume: '', message: '' },
    required: ['company', 'contact_name', 'email', 'country', 'volume', 'message'],
    subject: /Wholesale: Rose Boutique Ltd/,
  },
] as const;

const rowsOf = async (table: (typeof forms)[number]['table']) => (await ctx.db.select().from(table)).length;
const inbox = () => outboxMails(ctx, ctx.config.SHOP_INBOX);

describe.each(forms)('POST $path', ({ path, table, valid, empty, required, subject }) => {
  const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(ctx.app, 'POST', path, { body, headers: { 'x-forwarded-for': freshIp(), ...headers } });

  it('stores a valid form, mails it to the shop inbox and answers "Submitted successfully"', async () => {
    const before = await rowsOf(table);
    const mailsBefore = inbox().length;
    const res = await send({ ...valid, ...HUMAN, lang: 'en' });
    expect(res).toMatchObject({ status: 200, code: 200, message: 'Submitted successfully', data: null });
    expect(await rowsOf(table)).toBe(before + 1);
    const mail = inbox().at(-1)!;
    expect(inbox().length).toBe(mailsBefore + 1);
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain('ada@example.com');
    expect((mail as { replyTo?: string }).replyTo).toBe('ada@example.com');
  });

  it('names every missing field in English, next to the field, and stores nothing', async () => {
    const before = await rowsOf(table);
    const res = await send({ ...empty, ...HUMAN });
    expect(res).toMatchObject({ status: 400, code: 400, message: 'Please check the highlighted fields.' });
    expect(res.data.fields).toEqual(Object.fromEntries(required.map((field) => [field, 'This field is required.'])));
    expect(await rowsOf(table)).toBe(before);
  });

  it('answers in German when the shopper reads German', async () => {
    const res = await send({ ...valid, email: 'not-an-address', ...HUMAN, lang: 'de' });
    expect(res.status).toBe(400);
    expect(res.message).toBe('Bitte prüfe die markierten Felder.');
    expect(res.data.fields).toEqual({ email: 'Bitte gib eine gültige E-Mail-Adresse ein.' });
  });

  it.each([
    ['the honeypot is filled', { ...HUMAN, website: 'https://spam.example' }],
    ['it was sent too fast', { fill_ms: 400 }],
    ['it does not say how long it took', {}],
  ])('refuses a form when %s, neutrally and without storing or mailing', async (_, bot) => {
    const before = await rowsOf(table);
    const mailsBefore = inbox().length;
    const res = await send({ ...valid, ...bot });
    expect(res).toMatchObject({ status: 400, code: 400, message: 'Your form could not be sent. Please wait a moment and try again.' });
    expect(res.data).toBeNull();
    expect(await rowsOf(table)).toBe(before);
    expect(inbox().length).toBe(mailsBefore);
  });

  it('refuses unknown fields and control characters with a 400 envelope', async () => {
    expect((await send({ ...valid, ...HUMAN, admin: true })).status).toBe(400);
    expect((await send({ ...valid, ...HUMAN, name: 'Ada\u0000' })).status).toBe(400);
  });
});

describe('field rules', () => {
  const contact = (body: Record<string, unknown>) =>
    call(ctx.app, 'POST', '/api/contact/us/save', {
      body: { ...forms[0].valid, ...HUMAN, ...body },
      headers: { 'x-forwarded-for': freshIp() },
    });

  it('explains too short, too long and unknown choices with their limits', async () => {
    const res = await contact({ message: 'Hi', topic: 'bribe', name: 'x'.repeat(101) });
    expect(res.data.fields).toEqual({
      message: 'Please write at least 10 characters.',
      topic: 'Please choose one of the options.',
      name: 'Please write at most 100 characters.',
    });
  });

  it('asks ambassadors, not community members, for their platform, handle and audience', async () => {
    const base = { ...forms[1].valid, ...HUMAN, platform: '', handle: '', audience: '' };
    const send = (programme: string) =>
      call(ctx.app, 'POST', '/api/join/form/save', { body: { ...base, programme }, headers: { 'x-forwarded-for': freshIp() } });
    const ambassador = await send('ambassador');
    expect(Object.keys(ambassador.data.fields).sort()).toEqual(['audience', 'handle', 'platform']);
    expect(await send('community')).toMatchObject({ status: 200, code: 200 });
  });

  it('checks a wholesale phone number only when one is given', async () => {
    const send = (phone: string) =>
      call(ctx.app, 'POST', '/api/wholesale/form/save', {
        body: { ...forms[2].valid, ...HUMAN, phone, lang: 'fr' },
        headers: { 'x-forwarded-for': freshIp() },
      });
    expect((await send('call me')).data.fields).toEqual({
      phone: 'Veuillez saisir un numéro de téléphone valide (chiffres, espaces, + et tirets).',
    });
    expect((await send('')).code).toBe(200);
  });
});

describe('per-IP limit', () => {
  it('refuses a client past FORM_REQUESTS_PER_MINUTE with a 429 envelope and stores nothing more', async () => {
    const limited = await createTestContext({ seed: false, env: { FORM_REQUESTS_PER_MINUTE: '2' } });
    try {
      const send = (ip: string) =>
        call(limited.app, 'POST', '/api/contact/us/save', { body: { ...forms[0].valid, ...HUMAN }, headers: { 'x-forwarded-for': ip } });
      expect((await send('203.0.113.9')).code).toBe(200);
      expect((await send('203.0.113.9')).code).toBe(200);
      const refused = await send('203.0.113.9');
      expect(refused).toMatchObject({ status: 429, code: 429, data: null });
      expect(refused.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
      expect((await limited.db.select().from(contactMessages)).length).toBe(2);
      expect((await send('203.0.113.10')).code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
