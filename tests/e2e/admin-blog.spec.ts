import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/i18n/format';
import { ADMIN, prefixOf, signIn, waitForIslands, type Lang } from './support/auth';
import { fakePorts } from './support/fakeServices';

// The fake AI, Pexels and X are shared by the whole run: these tests queue replies, so they run one by one.
test.describe.configure({ mode: 'serial' });

const control = `http://127.0.0.1:${fakePorts(Number(process.env.E2E_PORT ?? 4399)).control}`;
async function fake(page: Page, path: string, body?: unknown) {
  const response =
    body === undefined ? await page.request.get(`${control}${path}`) : await page.request.post(`${control}${path}`, { data: body });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<unknown>;
}

const text = {
  en: {
    tab: 'Blog Management',
    xTab: 'X Posting',
    create: 'Create New Post',
    topic: 'Topic',
    generate: 'Generate Content',
    generated: 'Content and image generated successfully!',
    noImage: 'Content generated, but image could not be fetched. You can add an image URL yourself.',
    title: 'Title',
    content: 'Content (HTML)',
    createPost: 'Create Post',
    updatePost: 'Update Post',
    created: 'Blog post created successfully!',
    updated: 'Blog post updated successfully!',
    published: 'Blog post published and posted to X!',
    publishedNotPosted: 'Blog post published, but failed to post to X. You can try posting manually.',
    live: 'The post is live now.',
    deleted: 'Blog post deleted successfully!',
    titleRequired: 'Please fill in the title',
    contentRequired: 'Please fill in the content',
    topicRequired: 'Please enter a topic for the blog post',
    aiFailed: 'Failed to generate content: API error: 500 Internal Server Error',
    draft: 'Draft',
    notPosted: 'Not posted',
    tweetText: 'Tweet text',
    schedule: 'Schedule (optional)',
    postNow: 'Post Now',
    schedulePost: 'Schedule Post',
    postedToX: 'Posted to X!',
    scheduled: 'Scheduled!',
    cancel: /^Cancel the post scheduled for/,
  },
  th: {
    tab: 'จัดการบล็อก',
    xTab: 'โพสต์ลง X',
    create: 'สร้างบทความใหม่',
    topic: 'หัวข้อ',
    generate: 'สร้างเนื้อหา',
    generated: 'สร้างเนื้อหาและรูปภาพเรียบร้อยแล้ว',
    noImage: 'สร้างเนื้อหาแล้ว แต่ดึงรูปภาพไม่สำเร็จ คุณสามารถใส่ URL รูปภาพเองได้',
    title: 'ชื่อบทความ',
    content: 'เนื้อหา (HTML)',
    createPost: 'สร้างบทความ',
    updatePost: 'อัปเดตบทความ',
    created: 'สร้างบทความเรียบร้อยแล้ว',
    updated: 'อัปเดตบทความเรียบร้อยแล้ว',
    published: 'เผยแพร่บทความและโพสต์ลง X แล้ว',
    publishedNotPosted: 'เผยแพร่บทความแล้ว แต่โพสต์ลง X ไม่สำเร็จ คุณสามารถโพสต์เองได้ในแท็บ X',
    live: 'บทความออนไลน์แล้ว',
    deleted: 'ลบบทความเรียบร้อยแล้ว',
    titleRequired: 'กรุณากรอกชื่อบทความ',
    contentRequired: 'กรุณากรอกเนื้อหา',
    topicRequired: 'กรุณาระบุหัวข้อของบทความ',
    aiFailed: 'สร้างเนื้อหาไม่สำเร็จ: API error: 500 Internal Server Error',
    draft: 'ฉบับร่าง',
    notPosted: 'ยังไม่ได้โพสต์',
    tweetText: 'ข้อความทวีต',
    schedule: 'ตั้งเวลาโพสต์ (ไม่บังคับ)',
    postNow: 'โพสต์ทันที',
    schedulePost: 'ตั้งเวลาโพสต์',
    postedToX: 'โพสต์ลง X แล้ว',
    scheduled: 'ตั้งเวลาเรียบร้อยแล้ว',
    cancel: /^ยกเลิก/,
  },
} as const;

async function openBlogTab(page: Page, lang: Lang) {
  await signIn(page, lang, ADMIN.email, ADMIN.password);
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`);
  await page.goto(`${prefixOf(lang)}/admin`);
  await waitForIslands(page);
  await page.getByRole('tab', { name: text[lang].tab }).click();
  await expect(page.locator('[data-blog-tab]')).toBeVisible();
}

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  test(`${lang}: an AI draft is saved, published, tweeted and readable on the blog, sanitised`, async ({ page }) => {
    const title = `Online ordering for Bangkok cafés ${lang} ${Date.now()}`;
    // Title first, then the body (the action asks for both at once; the fake answers in order of arrival).
    await fake(page, '/ai/reply', [
      { content: `"${title}"`, delayMs: 0 },
      { content: '<h2>Why it matters</h2><p>Orders <b>grow</b>.</p><script>alert(1)</script>', delayMs: 100 },
    ]);
    await openBlogTab(page, lang);
    await page.getByRole('button', { name: t.create }).click();

    await page.getByRole('button', { name: t.generate }).click();
    await expect(page.locator('[data-ai-panel]')).toContainText(t.topicRequired);
    await page.getByLabel(t.topic).fill('Online ordering for Bangkok cafés');
    await page.getByRole('button', { name: t.generate }).click();
    await expect(page.locator('[data-ai-panel] [role="status"]')).toHaveText(t.generated);
    await expect(page.getByLabel(t.title, { exact: true })).toHaveValue(title);
    await expect(page.getByLabel(t.content)).toHaveValue(/<h2>Why it matters<\/h2>/);
    await expect(page.locator('input[name="featured_image_url"]')).toHaveValue(/^https:\/\/images\.pexels\.com\//);

    await page.getByRole('button', { name: t.createPost }).click();
    await expect(page.locator('[data-blog-notice]')).toHaveText(t.created);
    const row = page.locator('[data-blog-post]').filter({ hasText: title });
    await expect(row.locator('[data-blog-status]')).toHaveText(t.draft);
    await expect(row.locator('[data-blog-x]')).toHaveText(t.notPosted);

    await row
      .getByRole('button', { name: new RegExp(`${title}$`) })
      .nth(1)
      .click();
    await expect(page.locator('[data-blog-notice]').first()).toHaveText(t.published);
    await expect(page.locator('[data-blog-notice]').nth(1)).toHaveText(t.live);
    const tweets = (await fake(page, '/x/posted')) as string[];
    expect(tweets.some((tweet) => tweet.startsWith(title))).toBe(true);

    const slug = (await row.locator('.font-mono').textContent())?.trim() ?? '';
    await page.goto(`${p}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('[data-post-body] b')).toHaveText('grow');
    await expect(page.locator('[data-post-body] script')).toHaveCount(0);
    await page.goto(`${p}/blog`);
    await expect(page.locator('[data-blog-list] > li h2').first()).toHaveText(title);
  });

  test(`${lang}: the editor says what is missing, and an AI failure is explained`, async ({ page }) => {
    await openBlogTab(page, lang);
    await page.getByRole('button', { name: t.create }).click();
    await page.getByRole('button', { name: t.createPost }).click();
    await expect(page.locator('[data-blog-form]')).toContainText(t.titleRequired);
    await expect(page.locator('[data-blog-form]')).toContainText(t.contentRequired);

    await fake(page, '/ai/reply', [{ status: 500 }, { status: 500 }]);
    await page.getByLabel(t.topic).fill('SEO for dentists');
    await page.getByRole('button', { name: t.generate }).click();
    await expect(page.locator('[data-ai-panel] [role="alert"]')).toHaveText(t.aiFailed);
  });
}

test('when X fails on publish, the post is still published and can be posted from the X tab; scheduling and cancelling work', async ({
  page,
}) => {
  const t = text.en;
  const title = `Checkout habits of Thai shoppers ${Date.now()}`;
  await openBlogTab(page, 'en');
  await page.getByRole('button', { name: t.create }).click();
  await page.getByLabel(t.title, { exact: true }).fill(title);
  await page.getByLabel(t.content).fill('<p>PromptPay first, cards second.</p>');
  await page.getByRole('button', { name: t.createPost }).click();
  await expect(page.locator('[data-blog-notice]')).toHaveText(t.created);

  await fake(page, '/x/reply', [{ status: 500 }]);
  const row = page.locator('[data-blog-post]').filter({ hasText: title });
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.locator('[data-blog-notice]').first()).toHaveText(t.publishedNotPosted);

  await page.getByRole('tab', { name: t.xTab }).click();
  const candidate = page.locator('[data-x-candidate]').filter({ hasText: title });
  await candidate.click();
  const tweet = page.getByLabel(t.tweetText);
  await expect(tweet).toHaveValue(new RegExp(`^${title}`));

  // Validation: too long, then a time in the past.
  await tweet.fill('x'.repeat(281));
  await expect(page.locator('[data-x-counter]')).toHaveAttribute('data-tone', 'danger');
  await page.getByRole('button', { name: t.postNow }).click();
  await expect(page.locator('[data-x-form]')).toContainText('Tweet is too long (281 characters). Maximum is 280 characters.');
  await tweet.fill('');
  await page.getByRole('button', { name: t.postNow }).click();
  await expect(page.locator('[data-x-form]')).toContainText('Tweet text cannot be empty.');

  await tweet.fill(`${title} #WebDesign`);
  await expect(page.locator('[data-x-counter]')).toHaveAttribute('data-tone', 'normal');
  await page.getByRole('button', { name: t.postNow }).click();
  await expect(page.locator('[data-x-success="posted"]')).toContainText(t.postedToX);
  expect(((await fake(page, '/x/posted')) as string[]).includes(`${title} #WebDesign`)).toBe(true);

  // Schedule: the past is refused, the future is listed and can be cancelled.
  await tweet.fill(`Scheduled ${title}`);
  await page.getByLabel(t.schedule).fill('2020-01-01T10:00');
  await page.getByRole('button', { name: t.schedulePost }).click();
  await expect(page.locator('[data-x-form]')).toContainText('Scheduled time must be in the future');
  await page.getByLabel(t.schedule).fill('2099-01-01T10:00');
  await page.getByRole('button', { name: t.schedulePost }).click();
  await expect(page.locator('[data-x-success="scheduled"]')).toContainText(t.scheduled);
  const scheduled = page.locator('[data-x-scheduled]').filter({ hasText: `Scheduled ${title}` });
  await expect(scheduled).toHaveCount(1);
  // The log says when, in Bangkok time and words (it once read "Scheduled for 2099-01-01T10:00:00.000Z").
  const due = await page.evaluate(() => new Date('2099-01-01T10:00').toISOString());
  const logged = page.locator('[data-x-log-entry]').filter({ hasText: `Scheduled ${title}` });
  await expect(logged.locator('[data-x-log-scheduled-for]')).toHaveText(
    `Scheduled for ${formatDate('en', due, 'dateTime')} (Bangkok time)`,
  );
  await expect(logged).not.toContainText('.000Z');
  await page.goto('/th/admin');
  await waitForIslands(page);
  await page.getByRole('tab', { name: text.th.xTab }).click();
  await expect(
    page
      .locator('[data-x-log-entry]')
      .filter({ hasText: `Scheduled ${title}` })
      .locator('[data-x-log-scheduled-for]'),
  ).toHaveText(`ตั้งเวลาโพสต์ไว้ ${formatDate('th', due, 'dateTime')} (เวลากรุงเทพฯ)`);
  await page.goto('/admin');
  await waitForIslands(page);
  await page.getByRole('tab', { name: t.xTab }).click();
  await scheduled.getByRole('button', { name: t.cancel }).click();
  await expect(scheduled).toHaveCount(0);
  await expect(page.locator('[data-x-log]')).toContainText(`${title} #WebDesign`);

  // Delete, with the confirmation.
  await page.getByRole('tab', { name: t.tab }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .locator('[data-blog-post]')
    .filter({ hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(page.locator('[data-blog-notice]')).toHaveText(t.deleted);
  await expect(page.locator('[data-blog-post]').filter({ hasText: title })).toHaveCount(0);
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the blog list, the editor and the X tab pass axe (Thai)', async ({ page }) => {
    const scan = async (where: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        where,
      ).toEqual([]);
    };
    await openBlogTab(page, 'th');
    await scan('blog list');
    await page.getByRole('button', { name: text.th.create }).click();
    await scan('editor');
    await page.getByRole('tab', { name: text.th.xTab }).click();
    await expect(page.locator('[data-x-candidates]')).toBeVisible();
    await scan('x tab');
  });
});
