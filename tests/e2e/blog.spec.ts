import { expect, test } from '@playwright/test';
import { prefixOf } from './support/auth';
import { runsIn } from './support/languages';
import { adminSession } from './support/sessions';

const FIRST = 'why-your-thai-business-website-should-speak-thai-and-english';
/** The same post's Thai version (issue 26: the seeded posts have Thai versions, read under /th). */
const FIRST_TH = 'website-thurakit-thai-song-phasa';
const DRAFT = 'choosing-thai-web-fonts-that-load-fast';

const text = {
  en: {
    heading: 'Blog',
    readMore: 'Read more',
    back: 'Back to Blog',
    notFound: 'Post Not Found',
    published: /^Published on Mar 12, 2026$/,
    tags: 'Tags',
    first: FIRST,
    seeded: [
      'Local SEO in Bangkok: How to Get Found on Google Maps',
      'PromptPay, LINE and Mobile: What Thai Shoppers Expect from an Online Store',
      'Why Your Thai Business Website Should Speak Thai and English',
    ],
    firstHeading: 'Translate the intent, not just the words',
    firstTag: 'localisation',
  },
  th: {
    heading: 'บล็อก',
    readMore: 'อ่านต่อ',
    back: 'กลับไปที่บล็อก',
    notFound: 'ไม่พบบทความ',
    published: /^เผยแพร่เมื่อ 12 มี\.ค\. 2569$/,
    tags: 'แท็ก',
    first: FIRST_TH,
    seeded: [
      'Local SEO ในกรุงเทพฯ: ทำอย่างไรให้ลูกค้าค้นเจอบน Google Maps',
      'พร้อมเพย์ LINE และมือถือ: สิ่งที่นักช้อปชาวไทยคาดหวังจากร้านค้าออนไลน์',
      'เว็บไซต์ธุรกิจไทยควรมีทั้งภาษาไทยและภาษาอังกฤษ เพราะอะไร',
    ],
    firstHeading: 'แปลความตั้งใจ ไม่ใช่แปลทีละคำ',
    firstTag: 'เว็บไซต์สองภาษา',
  },
} as const;

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: the blog lists published posts, newest first, and opens one`, async ({ page }) => {
      const response = await page.goto(`${p}/blog`);
      expect(response?.headers()['cache-control']).toContain('s-maxage=');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      // The seeded posts, newest first (admin tests may publish more while this runs).
      const titles = await page.locator('[data-blog-list] > li h2').allTextContents();
      const seeded: readonly string[] = t.seeded;
      expect(titles.filter((title) => seeded.includes(title.trim())).map((title) => title.trim())).toEqual(seeded);
      await expect(page.getByText('Choosing Thai Web Fonts')).toHaveCount(0);
      // No JavaScript island on a reading page.
      await expect(page.locator('astro-island')).toHaveCount(0);

      await page.locator(`a[href="${p}/blog/${t.first}"]`).filter({ hasText: t.readMore }).click();
      await expect(page).toHaveURL(`${p}/blog/${t.first}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.seeded[2]);
      await expect(page.locator('time')).toHaveText(t.published);
      await expect(page.locator('[data-post-body] h2').first()).toHaveText(t.firstHeading);
      await expect(page.getByRole('heading', { name: t.tags })).toBeVisible();
      // Each version has its own tags (issue 26): Thai tags on the Thai page.
      await expect(page.locator('main')).toContainText(t.firstTag);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /hreflang/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${p}/blog/${t.first}$`));
      // The page the studio posts to X: an article, with X's own card tags (decision 0025, 2026-11-28).
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
      expect(ogTitle).toBeTruthy();
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', ogTitle ?? '');
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(`${p}/blog`);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a missing or draft post says Post Not Found with a 404`, async ({ page }) => {
      for (const slug of ['no-such-post', DRAFT, 'BAD%20SLUG']) {
        const response = await page.goto(`${p}/blog/${slug}`);
        expect(response?.status(), slug).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.locator('[data-post-not-found]').getByRole('link', { name: t.back })).toHaveAttribute('href', `${p}/blog`);
      }
    });
}

test('blog pages never set a cookie, even for a signed-in admin (they are cached publicly)', async ({ page }) => {
  await adminSession(page, 'en', '/dashboard');
  for (const path of ['/blog', `/blog/${FIRST}`, '/sitemap-blog.xml', '/rss.xml', '/th/rss.xml']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('set-cookie'), path).toBeNull();
  }
  // Even an admin reads only published posts here.
  expect((await page.goto(`/blog/${DRAFT}`))?.status()).toBe(404);
});

test('the blog sitemap lists both languages of every published post', async ({ request }) => {
  const xml = await (await request.get('/sitemap-blog.xml')).text();
  expect(xml).toContain(`/blog/${FIRST}</loc>`);
  expect(xml).toContain(`/th/blog/${FIRST_TH}</loc>`);
  expect(xml).not.toContain(DRAFT);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('sitemap-blog.xml');
});
