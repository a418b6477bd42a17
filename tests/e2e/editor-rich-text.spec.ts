import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { E2E_EDITORS } from './editor-account.ts';
import { islandsReady } from './helpers.ts';

const ed = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8')).editor as Record<string, string>;

type FaqEntry = { id: number; question: string; answer: string };
const faqList = async (request: APIRequestContext, locale: string) =>
  (await (await request.post('/api/faq/getList', { data: {}, headers: { 'accept-language': locale } })).json()).data as FaqEntry[];

/** The FAQ section with one entry's form open. */
async function openFaqEntry(page: Page, id: number) {
  await page.getByRole('navigation', { name: ed.sections }).getByRole('button', { name: ed.faq }).click();
  const item = page.locator('details').filter({ has: page.locator('summary small', { hasText: new RegExp(`^#${id}$`) }) });
  await item.locator('summary').click();
  return item;
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone an editor formats a Polish FAQ answer with the toolbar, inserts a picture from the media library, and gets it back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // From the other end of the list than editor.spec.ts, which signs in with the first addresses at the same time.
  const email = E2E_EDITORS[(E2E_EDITORS.length - 1 - testInfo.retry) % E2E_EDITORS.length];
  // The last question, in Polish: the other editor tests change the first one in German.
  const entry = (await faqList(request, 'en')).at(-1)!;
  const label = `${ed.answer} · Polski`;
  // New words each attempt, so that a retry changes the answer again.
  const heading = `Care tips ${Date.now().toString(36)}`;

  await signInByApi(page, request, email);
  await page.goto('/editor');
  await islandsReady(page);
  let item = await openFaqEntry(page, entry.id);
  await item.getByRole('button', { name: 'PL', exact: true }).click();

  // The visual editor, not a text box of HTML.
  const answer = item.getByRole('textbox', { name: label });
  await expect(answer).toHaveAttribute('contenteditable', 'true');
  const toolbar = item.getByRole('toolbar', { name: ed.rtToolbar });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });

  // Emptied, it shows that the English text stands in.
  await answer.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(item.getByText(ed.rtEnglishShown.replace('{language}', 'Polski'))).toBeVisible();

  await tool(ed.rtHeading2).click();
  await expect(tool(ed.rtHeading2)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(heading);
  await page.keyboard.press('Enter');
  await expect(tool(ed.rtParagraph)).toHaveAttribute('aria-pressed', 'true');

  // A word typed, selected and made bold.
  await page.keyboard.type('Use gentle');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
  await tool(ed.rtBold).click();
  await expect(tool(ed.rtBold)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await tool(ed.rtBold).click();
  await expect(tool(ed.rtBold)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' water.');
  await page.keyboard.press('Enter');

  await tool(ed.rtBulletList).click();
  await expect(tool(ed.rtBulletList)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Rinse');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dry');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(tool(ed.rtBulletList)).toHaveAttribute('aria-pressed', 'false');

  // A link on words already typed, its address asked for in the toolbar's own form; http is refused.
  await page.keyboard.type('Read our guide');
  await page.keyboard.press('Shift+Home');
  await tool(ed.rtLink).click();
  const address = item.getByLabel(ed.rtLinkAddress);
  await address.fill('http://example.com/care');
  await item.getByRole('button', { name: ed.rtApplyLink }).click();
  await expect(item.getByRole('alert')).toHaveText(ed.rtLinkInvalid);
  await address.fill('https://example.com/care');
  await address.press('Enter');
  await expect(address).toHaveCount(0);
  await expect(answer.getByRole('link', { name: 'Read our guide' })).toHaveAttribute('href', 'https://example.com/care');
  await expect(tool(ed.rtLink)).toHaveAttribute('aria-pressed', 'true');

  // A picture from the media library, below the link.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tool(ed.rtImage).click();
  const library = item.getByRole('group', { name: ed.rtMediaLibrary });
  // Toolbar, library and text all fit the phone's width.
  await expect(library.getByRole('listitem').first()).toBeVisible();
  for (const part of [toolbar, library, answer]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const picture = library.getByRole('listitem').first().getByRole('button');
  await picture.click();
  await expect(library).toHaveCount(0);
  const image = answer.locator('img');
  await expect(image).toHaveAttribute('src', /^\/media\//);

  await item.getByRole('button', { name: ed.save, exact: true }).click();
  await expect(item.getByRole('status')).toHaveText(ed.saved);

  // The API answers with the formatting, as the server keeps it.
  const saved = (await faqList(request, 'pl')).find((e) => e.id === entry.id)!.answer;
  expect(saved).toContain(`<h2>${heading}</h2>`);
  expect(saved).toContain('<strong>gentle</strong>');
  expect(saved).toMatch(/<ul><li>(<p>)?Rinse/);
  expect(saved).toContain('<a href="https://example.com/care">Read our guide</a>');
  expect(saved).toMatch(/<img src="\/media\/[\w./-]+"/);

  // Reloaded, the workspace shows the same formatting; each locale shows its own text.
  await page.reload();
  await islandsReady(page);
  item = await openFaqEntry(page, entry.id);
  await expect(item.getByRole('textbox', { name: `${ed.answer} · English` })).not.toContainText(heading);
  await item.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(answer.locator('h2')).toHaveText(heading);
  await expect(answer.locator('strong')).toHaveText('gentle');
  await expect(answer.locator('ul > li')).toHaveText(['Rinse', 'Dry']);
  await expect(answer.getByRole('link', { name: 'Read our guide' })).toHaveAttribute('href', 'https://example.com/care');
  await expect(answer.locator('img')).toHaveAttribute('src', /^\/media\//);

  // The HTML source view shows the same text.
  await item.getByRole('button', { name: ed.htmlSource }).click();
  await expect(item.getByRole('button', { name: ed.htmlSource })).toHaveAttribute('aria-pressed', 'true');
  await expect(item.getByLabel(label)).toHaveValue(new RegExp(`<h2>${heading}</h2>`));
});
