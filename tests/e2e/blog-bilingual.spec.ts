// Bilingual posts (issue 10, decision 0022), as an admin in English and in Thai: write the English
// version, draft the Thai one with "Translate with AI" (fake AI), review, save, publish; then as a
// reader: /th/blog shows the Thai version and marks English-only posts, the two post pages carry
// hreflang pairs and link each other, and both feeds parse and list the right posts. A failing
// translation says so in the admin's language.
import { expect, test, type Page } from '@playwright/test';
import { type Lang } from './support/auth';
import { fakePorts } from './support/fakeServices';
import { SEEDED_OLDEST_POST } from './support/routes';
import { runsIn } from './support/languages';
import { adminSession } from './support/sessions';

test.describe.configure({ mode: 'serial' });

const control = `http://127.0.0.1:${fakePorts(Number(process.env.E2E_PORT ?? 4399)).control}`;

const text = {
  en: {
    tab: 'Blog Management',
    create: 'Create New Post',
    title: 'Title',
    content: 'Content (HTML)',
    category: 'Category',
    thaiTab: 'Thai',
    englishTab: 'English',
    titleRequired: 'Please fill in the title',
    fromEnglish: 'Translate from English with AI',
    drafted: 'Translation drafted. Review it here, then save the post.',
    createPost: 'Create Post',
    created: 'Blog post created successfully!',
    publishedStatus: 'Published',
    failed: 'Failed to translate: API error: 500 Internal Server Error',
    unreadable: 'The AI did not answer with a translation. Please try again.',
  },
  th: {
    tab: 'จัดการบล็อก',
    create: 'สร้างบทความใหม่',
    title: 'ชื่อบทความ',
    content: 'เนื้อหา (HTML)',
    category: 'หมวดหมู่',
    thaiTab: 'ภาษาไทย',
    englishTab: 'ภาษาอังกฤษ',
    titleRequired: 'กรุณากรอกชื่อบทความ',
    fromEnglish: 'แปลจากภาษาอังกฤษด้วย AI',
    drafted: 'AI แปลฉบับร่างแล้ว ตรวจทานที่นี่ แล้วจึงบันทึกบทความ',
    createPost: 'สร้างบทความ',
    created: 'สร้างบทความเรียบร้อยแล้ว',
    publishedStatus: 'เผยแพร่แล้ว',
    failed: 'แปลไม่สำเร็จ: บริการ AI ตอบกลับข้อผิดพลาด 500 Internal Server Error',
    unreadable: 'AI ไม่ได้ตอบกลับเป็นคำแปล กรุณาลองอีกครั้ง',
  },
} as const;

async function fake(page: Page, path: string, body?: unknown) {
  const response =
    body === undefined ? await page.request.get(`${control}${path}`) : await page.request.post(`${control}${path}`, { data: body });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<unknown>;
}

async function openEditor(page: Page, lang: Lang) {
  await adminSession(page, lang);
  await page.getByRole('tab', { name: text[lang].tab }).click();
  await page.getByRole('button', { name: text[lang].create }).click();
}

/** Writes and publishes a post with no Thai version, through the editor (every seeded post has one). */
async function publishEnglishOnly(page: Page, lang: Lang, title: string) {
  const t = text[lang];
  await page.getByRole('button', { name: t.create }).click();
  await page.getByLabel(t.title, { exact: true }).fill(title);
  await page.getByLabel(t.content).fill('<p>Only in English for now.</p>');
  await page.getByRole('button', { name: t.createPost }).click();
  // The notices of the post published before give way to this one's.
  await expect(page.locator('[data-blog-notice]').first()).toHaveText(t.created);
  const row = page.locator('[data-blog-post]').filter({ hasText: title });
  await row
    .getByRole('button', { name: new RegExp(`${title}$`) })
    .nth(1)
    .click();
  await expect(row.locator('[data-blog-status]')).toHaveText(t.publishedStatus);
}

/** A feed lists its items newest first, every one with a valid publication date. */
function expectNewestFirst(items: { published: number }[]) {
  const dates = items.map((item) => item.published);
  expect(dates.every((date) => Number.isFinite(date))).toBe(true);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
}

/** The feed parsed by the browser's XML parser: its item titles and links, or the parser's error. */
async function readFeed(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const items = [...doc.querySelectorAll('channel > item')].map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: new URL(item.querySelector('link')?.textContent ?? '').pathname,
      published: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
    }));
    return {
      error,
      version: doc.documentElement.getAttribute('version'),
      language: doc.querySelector('channel > language')?.textContent,
      items,
    };
  }, xml);
}

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];

  if (runsIn(lang, 'th'))
    test(`${lang}: an admin writes English, drafts Thai with AI, reviews, saves and publishes; readers get each language`, async ({
      page,
    }) => {
      // Two posts written and published through the editor, then five reader pages and two feeds: over
      // 30 s on a busy 2-core machine.
      test.setTimeout(90_000);
      const stamp = Date.now();
      const title = `Fast Sites for Cafes ${lang} ${stamp}`;
      const thaiTitle = `เว็บไซต์เร็วสำหรับคาเฟ่ ${lang} ${stamp}`;
      await fake(page, '/ai/reply', [
        {
          forText: title,
          content: `\`\`\`json\n${JSON.stringify({
            title: thaiTitle,
            excerpt: 'ลูกค้าไม่รอหน้าเว็บที่ช้า',
            category: 'การออกแบบ',
            meta_title: '',
            meta_description: '',
            meta_keywords: '',
            content: '<h2>ทำไมความเร็วสำคัญ</h2><p>ลูกค้า<b>ไม่รอ</b></p>',
          })}\n\`\`\``,
        },
      ]);
      await openEditor(page, lang);
      await page.getByLabel(t.title, { exact: true }).fill(title);
      await page.getByLabel(t.content).fill('<h2>Why speed matters</h2><p>Customers <b>do not wait</b>.</p>');
      await page.getByLabel(t.category).fill('Design');

      await page.getByRole('tab', { name: t.thaiTab }).click();
      await expect(page.getByLabel(t.title, { exact: true })).toHaveValue('');
      await page.getByRole('button', { name: t.fromEnglish }).click();
      await expect(page.locator('[data-language-panel="th"] [role="status"]')).toHaveText(t.drafted);
      // The draft is for review: the admin sees it and may change it before saving.
      await expect(page.getByLabel(t.title, { exact: true })).toHaveValue(thaiTitle);
      await expect(page.getByLabel(t.content)).toHaveValue(/<h2>ทำไมความเร็วสำคัญ<\/h2>/);
      await expect(page.getByLabel(t.category)).toHaveValue('การออกแบบ');
      const requests = (await fake(page, '/ai/requests')) as { body: { messages: { content: string }[] } }[];
      expect(requests.some((request) => request.body.messages.at(-1)?.content.includes(title))).toBe(true);

      await page.getByRole('button', { name: t.createPost }).click();
      await expect(page.locator('[data-blog-notice]')).toHaveText(t.created);
      const row = page.locator('[data-blog-post]').filter({ hasText: title });
      const slug = (await row.locator('.font-mono').textContent())?.trim() ?? '';
      expect(slug).toBe(`fast-sites-for-cafes-${lang}-${stamp}`);
      await row
        .getByRole('button', { name: new RegExp(`${title}$`) })
        .nth(1)
        .click();
      await expect(row.locator('[data-blog-status]')).toHaveText(t.publishedStatus);
      const englishOnly = `Only in English ${lang} ${stamp}`;
      await publishEnglishOnly(page, lang, englishOnly);

      // /th/blog: the Thai versions (the new post's and the seeded ones', with their Thai categories); a
      // post with no Thai version marked, linked with hreflang="en".
      await page.goto('/th/blog');
      await expect(page.locator('[data-blog-list] > li').filter({ hasText: SEEDED_OLDEST_POST.th }).locator('article')).toHaveAttribute(
        'data-post-lang',
        'th',
      );
      await expect(page.locator('[data-blog-list]')).toContainText('อีคอมเมิร์ซ');
      await expect(page.locator('[data-blog-list]')).not.toContainText(SEEDED_OLDEST_POST.en);
      const thaiCard = page.locator('[data-blog-list] > li').filter({ hasText: thaiTitle });
      await expect(thaiCard.locator('article')).toHaveAttribute('data-post-lang', 'th');
      await expect(thaiCard).toContainText('การออกแบบ');
      await expect(page.locator('[data-blog-list]')).not.toContainText(title);
      const englishCard = page.locator('[data-blog-list] > li').filter({ hasText: englishOnly });
      await expect(englishCard.locator('[data-english-only]')).toHaveText('ภาษาอังกฤษเท่านั้น');
      await expect(englishCard.locator('article')).toHaveAttribute('lang', 'en');
      await expect(englishCard.getByRole('heading').getByRole('link')).toHaveAttribute('hreflang', 'en');
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/th/rss.xml');

      // The Thai post page: Thai texts, hreflang pair, a link to the English version.
      await thaiCard.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(`/th/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thaiTitle);
      await expect(page.locator('[data-post-body] b')).toHaveText('ไม่รอ');
      const pair = async () =>
        Object.fromEntries(
          await page
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) =>
              links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
            ),
        );
      expect(await pair()).toEqual({ en: `/blog/${slug}`, th: `/th/blog/${slug}`, 'x-default': `/blog/${slug}` });
      await expect(page.locator('[data-other-version]')).toHaveAttribute('href', `/blog/${slug}`);

      // The English page: English texts, the same pair, a link to the Thai version.
      await page.locator('[data-other-version]').click();
      await expect(page).toHaveURL(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await pair()).toEqual({ en: `/blog/${slug}`, th: `/th/blog/${slug}`, 'x-default': `/blog/${slug}` });
      await expect(page.locator('[data-other-version]')).toHaveText('อ่านบทความนี้เป็นภาษาไทย');
      await expect(page.locator('[data-other-version]')).toHaveAttribute('hreflang', 'th');

      // Feeds: valid RSS 2.0; English lists every post, Thai only Thai versions.
      const english = await readFeed(page, '/rss.xml');
      expect(english).toMatchObject({ error: null, version: '2.0', language: 'en' });
      // Other workers publish posts too, so the new post is found by title and the order checked by date.
      expect(english.items.find((item) => item.title === title)?.link).toBe(`/blog/${slug}`);
      expectNewestFirst(english.items);
      expect(english.items.map((item) => item.title)).toEqual(expect.arrayContaining([SEEDED_OLDEST_POST.en, englishOnly]));
      const thai = await readFeed(page, '/th/rss.xml');
      expect(thai).toMatchObject({ error: null, version: '2.0', language: 'th' });
      expect(thai.items.find((item) => item.title === thaiTitle)?.link).toBe(`/th/blog/${slug}`);
      expectNewestFirst(thai.items);
      // The Thai feed lists the Thai versions (the seeded posts' too) and no English-only post.
      expect(thai.items.map((item) => item.title)).toContain(SEEDED_OLDEST_POST.th);
      expect(thai.items.map((item) => item.title)).not.toContain(englishOnly);
      expect(thai.items.map((item) => item.title)).not.toContain(SEEDED_OLDEST_POST.en);

      // The sitemap pairs both.
      const sitemap = await (await page.request.get('/sitemap-blog.xml')).text();
      expect(sitemap).toContain(`/th/blog/${slug}</loc>`);
      expect(sitemap).toContain(`hreflang="th" href="${new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '').origin}/th/blog/${slug}"`);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a failing AI translation says so and fills nothing`, async ({ page }) => {
      const title = `Will not translate ${lang} ${Date.now()}`;
      await fake(page, '/ai/reply', [
        { status: 500, forText: title },
        { content: 'Sorry, I cannot translate this.', forText: title },
      ]);
      await openEditor(page, lang);
      await page.getByLabel(t.title, { exact: true }).fill(title);
      await page.getByLabel(t.content).fill('<p>Body</p>');
      await page.getByRole('tab', { name: t.thaiTab }).click();
      await page.getByRole('button', { name: t.fromEnglish }).click();
      await expect(page.locator('[data-language-panel="th"] [role="alert"]').first()).toContainText(t.failed);
      await expect(page.getByLabel(t.title, { exact: true })).toHaveValue('');
      await page.getByRole('button', { name: t.fromEnglish }).click();
      await expect(page.locator('[data-language-panel="th"] [role="alert"]').first()).toContainText(t.unreadable);
      await expect(page.getByLabel(t.title, { exact: true })).toHaveValue('');

      // Half a Thai version is refused, and the editor opens the Thai tab where the message is.
      await page.getByLabel(t.category).fill('การออกแบบ');
      await page.getByRole('tab', { name: t.englishTab }).click();
      await page.getByRole('button', { name: t.createPost }).click();
      await expect(page.getByRole('tab', { name: t.thaiTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-language-panel="th"]')).toContainText(t.titleRequired);
    });
}
