import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { productByRoute } from './catalogue-helpers.ts';
import { E2E_EDITORS, E2E_PUBLISHING_EDITORS } from './editor-account.ts';
import { islandsReady } from './helpers.ts';
import { makeEditor } from './make-editor.ts';
import { mailbox } from './mailbox.ts';

type Strings = Record<string, string>;
const i18n = (locale: string) => JSON.parse(readFileSync(new URL(`../../i18n/${locale}.json`, import.meta.url), 'utf8'));
const en = i18n('en').editor as Strings;
const enOperator = i18n('en').operator as Strings;
const de = i18n('de').editor as Strings;
const deApi = i18n('de').api.preview as Strings;
const deLogin = i18n('de').login as Strings;
/** A UI string with its {placeholders} as patterns (numbers, or the … of a total not known yet). */
const pattern = (text: string) =>
  new RegExp(
    text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => (name === 'total' ? '(\\d+|…)' : '(\\d+)')),
  );

/** Signs in at /de/editor through the shop's own sign-in, with the code from the e-mail. */
async function signInAtGermanEditor(page: Page, email: string) {
  await page.goto('/de/editor');
  await islandsReady(page);
  await page.getByRole('button', { name: de.signIn }).click();
  const dialog = page.getByRole('dialog', { name: deLogin.title });
  await dialog.getByLabel(deLogin.email).fill(email);
  const before = (await mailbox().mailsTo(email)).length;
  await dialog.getByRole('button', { name: deLogin.send }).click();
  await dialog.getByLabel(deLogin.code).fill(await mailbox().codeFor(email, before));
  await dialog.getByText(deLogin.over18).click();
  await dialog.locator('label', { hasText: deLogin.privacyLink }).locator('input').check();
  await dialog.getByRole('button', { name: deLogin.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: de.workspace })).toBeVisible();
  await expect(page.getByText(de.signedInAs.replace('{email}', email))).toBeVisible();
}

test.describe("the editors' workspace", () => {
  // One after the other, in one worker: a publish takes every saved change live, and the test that
  // looks at unpublished changes must not see another's publish in between.
  test.describe.configure({ mode: 'default' });

  test('is not for search engines, and tells a shopper who is not an editor so', async ({ page, request }) => {
    const html = await (await request.get('/editor')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /editor');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/editor');

    await signInByApi(page, request);
    await page.goto('/editor');
    await expect(page.getByRole('alert').filter({ hasText: enOperator.notStaff })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.sections })).toHaveCount(0);
  });

  test('an editor signs in at /de/editor, changes a German product name and a FAQ answer, sees them unpublished and in the API', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const E2E_EDITOR = E2E_EDITORS[testInfo.retry % E2E_EDITORS.length];
    const routes = (await (await request.get('/api/route/getList')).json()).data;
    const productId = routes.find((g: { label: string }) => g.label === 'product').children[0].id as number;
    const germanName = (await (await request.get(`/api/product/getDetail/${productId}`, { headers: { 'accept-language': 'de' } })).json())
      .data.product_name as string;
    const faqList = async () =>
      (await (await request.post('/api/faq/getList', { data: {}, headers: { 'accept-language': 'de' } })).json()).data as Array<{
        id: number;
        question: string;
        answer: string;
      }>;
    const [entry] = await faqList();

    // Signed out: the shop's own sign-in, with the code from the e-mail.
    await signInAtGermanEditor(page, E2E_EDITOR);

    // A product's German name.
    const newName = `Neuer Name ${Date.now()}`;
    await page.getByLabel(de.searchProducts).fill(germanName);
    await page.getByRole('button', { name: de.search, exact: true }).click();
    await page
      .getByRole('button', { name: de.editItem.replace('{name}', germanName) })
      .first()
      .click();
    const texts = page.locator('form').first();
    await expect(texts.getByRole('button', { name: 'DE', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await texts.getByLabel(`${de.name} · Deutsch`).fill(newName);
    await texts.getByRole('button', { name: de.save }).click();
    await expect(texts.getByRole('status')).toHaveText(de.saved);

    // A FAQ answer in German.
    await page.getByRole('navigation', { name: de.sections }).getByRole('button', { name: de.faq }).click();
    const item = page.locator('details', { has: page.locator('summary', { hasText: entry.question }) });
    await item.locator('summary').click();
    const answer = `<p>Neue Antwort ${Date.now()}</p>`;
    await item.getByRole('button', { name: de.htmlSource }).click();
    await item.getByLabel(`${de.answer} · Deutsch`).fill(`${answer}<script>alert(1)</script>`);
    await item.getByRole('button', { name: de.save }).click();
    await expect(item.getByRole('status')).toHaveText(de.saved);

    // Both in the changes, not yet published.
    await page.getByRole('navigation', { name: de.sections }).getByRole('button', { name: de.changes }).click();
    // Said in words, in German: what was changed, and the name as it was and became.
    for (const said of [de.log_productUpdate.replace('{name}', germanName), de.log_faqUpdate.replace('{name}', entry.question)]) {
      const row = page.getByRole('row').filter({ hasText: said }).first();
      await expect(row).toContainText(E2E_EDITOR);
      await expect(row).toContainText(de.notYetPublished);
    }
    await expect(page.getByRole('row').filter({ hasText: newName }).first().locator('ins')).toHaveText(newName);
    // The publish calls may not be there yet: the panel says so instead of breaking.
    await page.getByRole('navigation', { name: de.sections }).getByRole('button', { name: de.publish }).click();
    await expect(page.getByRole('heading', { name: de.publish, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: de.history })).toBeVisible();

    // On a phone the workspace stacks: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: de.sections }).getByRole('button', { name: de.products }).click();
    await page.getByRole('button', { name: de.editItem.replace('{name}', newName) }).click();
    await expect(page.getByRole('heading', { name: de.colours })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The API answers with both at once.
    const detail = (await (await request.get(`/api/product/getDetail/${productId}`, { headers: { 'accept-language': 'de' } })).json()).data;
    expect(detail.product_name).toBe(newName);
    expect((await faqList()).find((e) => e.id === entry.id)?.answer).toBe(answer);
  });

  test('an editor renames a product in German, publishes, watches the progress, and only the German product page shows the new name', async ({
    page,
    request,
  }, testInfo) => {
    // A publish rebuilds the shop (reusing the pages whose data did not change).
    test.setTimeout(240_000);
    const editor = E2E_PUBLISHING_EDITORS[testInfo.retry % E2E_PUBLISHING_EDITORS.length];
    // A product no other test knows by its German name.
    const route = '/products/lavender-calm-candle';
    const english = (await productByRoute(request, route, 'en')).product_name;
    const german = (await productByRoute(request, route, 'de')).product_name;
    const newName = `${german.split(' · ')[0]} · ${Date.now().toString(36)}`;

    await signInAtGermanEditor(page, editor);
    await page.getByLabel(de.searchProducts).fill(german);
    await page.getByRole('button', { name: de.search, exact: true }).click();
    await page.getByRole('button', { name: de.editItem.replace('{name}', german) }).click();
    const texts = page.locator('form').first();
    await texts.getByLabel(`${de.name} · Deutsch`).fill(newName);
    await texts.getByRole('button', { name: de.save }).click();
    await expect(texts.getByRole('status')).toHaveText(de.saved);

    // Publish, and watch it: building (its stage, or its pages counted while it writes them), then
    // done, with what it rendered and reused and how long it took.
    await page.getByRole('navigation', { name: de.sections }).getByRole('button', { name: de.publish }).click();
    await expect(page.getByText(pattern(de.unpublishedCount))).toBeVisible();
    await page.getByRole('button', { name: de.publishNow }).click();
    await expect(page.getByRole('button', { name: de.publishing })).toBeDisabled();
    const status = page.getByRole('status');
    const stages = [de.stage_checking, de.stage_bundling, de.stage_listing, de.progress, de.stage_finishing];
    const building = new RegExp(`^(${stages.map((s) => pattern(s).source).join('|')})$`);
    await expect(status.getByText(building)).toBeVisible({ timeout: 60_000 });
    await expect(status.getByRole('progressbar')).toBeVisible();
    await expect(status.getByText(de.publishSucceeded)).toBeVisible({ timeout: 180_000 });
    const counts = new RegExp(`^${pattern(de.rendered).source} · ${pattern(de.reused).source} · ${pattern(de.seconds).source}$`);
    const [, rendered, reused] = (await status.getByText(counts).textContent())!.match(counts)!.map(Number);
    expect(rendered, 'the renamed product page at least').toBeGreaterThan(0);
    expect(reused, 'pages that did not change are reused').toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: de.publishNow })).toBeEnabled();
    await expect(page.getByText(de.unpublishedCount.replace('{count}', '0'))).toBeVisible();

    // The history lists it with its duration; the server's own first build is named in German too.
    const row = page.getByRole('row').filter({ hasText: editor }).first();
    await expect(row.getByRole('cell').nth(0)).toHaveText(de.kind_publish);
    await expect(row.getByRole('cell').nth(3)).toHaveText(de.status_succeeded);
    await expect(row.getByRole('cell').nth(4)).toHaveText(
      `${de.rendered.replace('{n}', String(rendered))}, ${de.reused.replace('{n}', String(reused))}`,
    );
    await expect(row.getByRole('cell').nth(5)).toHaveText(pattern(de.seconds));
    await expect(page.getByRole('row').filter({ hasText: de.requestedByStartup })).toContainText(de.status_succeeded);

    // The German product page has the new name; the English one is untouched.
    await page.goto(`/de${route}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
    await page.goto(`${route}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
  });

  test('on a phone an editor previews a German rename: the preview shows it under a bar, the live shop does not until a publish', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const email = `preview-e2e-${testInfo.retry}@example.com`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { token } = await signInByApi(page, request, email);
    await makeEditor(email);
    // A product no other test renames.
    const route = '/products/heated-massage-stone';
    const { id, product_name: german } = await productByRoute(request, route, 'de');
    const newName = `${german.split(' · ')[0]} · ${Date.now().toString(36)}`;
    const saved = await request.post('/api/editor/product/update', {
      headers: { authorization: `Bearer ${token}` },
      data: { id, name: { de: newName } },
    });
    expect((await saved.json()).code).toBe(200);

    await page.goto('/editor');
    await islandsReady(page);
    await page.getByRole('navigation', { name: en.sections }).getByRole('button', { name: en.publish }).click();
    await page.getByRole('button', { name: en.previewNow }).click();
    await expect(page.getByRole('button', { name: en.previewing })).toBeDisabled();
    const status = page.getByRole('status').filter({ hasText: en.previewSucceeded });
    await expect(status).toBeVisible({ timeout: 180_000 });
    await expect(page.getByRole('button', { name: en.previewNow })).toBeEnabled();
    // Nothing went live: the change still waits for a publish.
    await expect(page.getByText(pattern(en.unpublishedCount))).toBeVisible();
    await expect(page.getByText(en.unpublishedCount.replace('{count}', '0'), { exact: true })).toHaveCount(0);

    // The changed German page through the preview's link (the list shows only the first pages that
    // differ, and other tests' saved changes may fill it): the new name, under the preview's bar.
    const link = new URL((await status.getByRole('link').first().getAttribute('href'))!, 'http://localhost');
    link.searchParams.set('to', `/de${route}/`);
    const preview = await context.newPage();
    await preview.goto(`${link.pathname}${link.search}`);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(newName);
    const bar = preview.getByRole('status').filter({ hasText: deApi.bar });
    await expect(bar).toBeVisible();
    expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Another browser (a shopper) sees the live page, with the old name and no bar.
    const shopper = await browser.newPage();
    await shopper.goto(`/de${route}/`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(german);
    await expect(shopper.getByText(deApi.bar)).toHaveCount(0);
    await shopper.close();
    // Leaving the preview goes back to the live page.
    await bar.getByRole('link', { name: deApi.leave }).click();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(german);
    await expect(preview.getByText(deApi.bar)).toHaveCount(0);

    // The history names it a preview, with its link while it is kept.
    const row = page.getByRole('row').filter({ hasText: email }).first();
    await expect(row.getByRole('cell').nth(0)).toContainText(en.kind_preview);
    await expect(row.getByRole('cell').nth(0).getByRole('link', { name: en.previewOpen })).toBeVisible();
    await context.close();
  });
});
