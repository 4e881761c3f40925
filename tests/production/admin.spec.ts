import { openStartProject } from '../e2e/support/startProject';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatMoney } from '../../src/i18n/format';
import { translator } from '../../src/i18n/translate';
import { prefixOf, signUp, uniqueEmail, waitForIslands, type Lang } from '../e2e/support/auth';
import { openAdmin, runsIn } from './support/journeys';
import { deliveredMail, fakes, runScheduled, sql } from './support/stack';

/**
 * What an admin does on the production path (docs/decisions/0017): price a client's quote and e-mail
 * it (SendGrid through the outbox and the scheduled delivery), publish a post (Netlify build hook,
 * the post rendered on demand), and schedule a tweet the scheduled function sends. The words are the
 * site's own dictionaries, so the journeys read what a user reads in each language.
 */

/** The Business Website package's name in each language (supabase/seed.sql, packages.name and name_th). */
const BUSINESS = { en: 'Business Website', th: 'เว็บไซต์ธุรกิจ' } as const;

const clientDescription = {
  en: 'A bilingual website for our Chiang Mai bakery with online pre-orders, a LINE chat button and a menu.',
  th: 'เว็บไซต์สองภาษาสำหรับร้านเบเกอรี่ในเชียงใหม่ พร้อมระบบสั่งล่วงหน้าออนไลน์ ปุ่มแชท LINE และเมนูขนม',
} as const;

/**
 * For what waits on a server round trip: each is a cold function start in the emulation, and on a
 * busy machine one takes well over the 15 seconds the config gives an assertion.
 */
const ROUND_TRIP = { timeout: 45_000 };

interface BuildHookCall {
  method: string;
  triggerTitle: string | null;
  status: number;
}

/**
 * A client signs up and asks for the Business Website through Start Your Project (four steps when
 * signed in), then lands on the dashboard. Their own browser, so the admin's session stays apart.
 */
async function clientRequestsQuote(browser: Browser, lang: Lang) {
  const t = translator(lang);
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = {
    name: lang === 'th' ? 'นกน้อย ขนมอบ' : 'Nok Bakery',
    email: uniqueEmail(`prod-admin-client-${lang}`),
    password: 'client-pass-1',
  };
  await signUp(page, lang, client);
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`);

  await page.goto(`${prefixOf(lang)}/services`);
  // Once the launcher's script has run: a click before it follows the link (the path without JavaScript).
  const dialog = await openStartProject(page.locator('a[data-start-project]').last());
  const step = dialog.locator('[data-step-indicator]');
  const next = dialog.getByRole('button', { name: t('modal.next'), exact: true });
  await expect(step).toHaveText(t('modal.stepOf', { current: 1, total: 4 }));
  await dialog.getByRole('radio', { name: BUSINESS[lang] }).check();
  await next.click();
  await dialog.getByLabel(t('modal.quote.label')).fill(clientDescription[lang]);
  await next.click();
  await expect(dialog.getByLabel(t('modal.contact.email'))).toHaveValue(client.email);
  await next.click();
  await expect(step).toHaveText(t('modal.stepOf', { current: 4, total: 4 }));
  await dialog.getByRole('button', { name: t('modal.submit.send'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: t('modal.success.title') })).toBeVisible({ timeout: 30_000 });
  // The success screen opens the dashboard after 3 seconds.
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`, { timeout: 30_000 });
  return { ...client, page, close: () => context.close() };
}

/** A `datetime-local` value (minutes, the browser's own time zone) at least `leadSeconds` from now. */
async function nextMinuteInput(page: Page, leadSeconds: number) {
  return page.evaluate((lead) => {
    const at = new Date(Date.now() + lead * 1000);
    if (at.getSeconds() > 0 || at.getMilliseconds() > 0) at.setMinutes(at.getMinutes() + 1, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
      at: at.getTime(),
    };
  }, leadSeconds);
}

for (const lang of ['en', 'th'] as const) {
  const t = translator(lang);
  const p = prefixOf(lang);

  if (runsIn(lang, 'en'))
    test(`${lang}: the admin gives a client's quote a custom price, e-mails it, and the client sees it`, async ({ page, browser }) => {
      test.setTimeout(240_000);
      const client = await clientRequestsQuote(browser, lang);
      // The request's confirmation reaches the client through SendGrid first (one e-mail); the update comes on top of it.
      const before = await deliveredMail(client.email, 1);
      expect(before).toHaveLength(1);

      const price = 52_500;
      const timeline = lang === 'th' ? '3-4 สัปดาห์' : '3-4 weeks';
      const notes = lang === 'th' ? `รวมการตั้งค่า LINE OA ${Date.now()}` : `Includes LINE OA setup ${Date.now()}`;
      const shownPrice = formatMoney(lang, price);

      await openAdmin(page, lang);
      const row = page.locator('[data-admin-quote]').filter({ hasText: client.email });
      await expect(row).toHaveCount(1);
      // The quote stores the English name; the admin reads the package in the admin page's language (issue 10).
      await expect(row).toContainText(BUSINESS[lang]);
      await expect(row.locator('[data-custom-price]')).toHaveCount(0);
      await expect(row.locator('[data-price]')).not.toHaveText(shownPrice);

      await row.getByRole('button', { name: new RegExp(`^${t('admin.quotes.manageFor', { id: '' })}`) }).click();
      const dialog = page.locator('[data-quote-dialog]');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(client.email);
      await expect(dialog).toContainText(clientDescription[lang]);

      await dialog.getByRole('button', { name: t('admin.quote.edit'), exact: true }).click();
      await dialog.getByLabel(t('admin.quote.status')).selectOption('quoted');
      await dialog.getByLabel(t('admin.quote.customPrice')).fill('52,500');
      await dialog.getByLabel(t('admin.quote.timeline')).fill(timeline);
      await dialog.getByLabel(t('admin.quote.notes')).fill(notes);
      await dialog.getByRole('button', { name: t('admin.quote.save'), exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText(t('admin.quote.saved'), ROUND_TRIP);
      // The dialog reads back what the server stored.
      await expect(dialog).toContainText(shownPrice);
      await expect(dialog).toContainText(timeline);
      await expect(dialog).toContainText(notes);

      await dialog.getByRole('button', { name: t('admin.quote.sendEmail'), exact: true }).click();
      await expect(dialog.getByRole('button', { name: t('admin.quote.emailSent'), exact: true })).toBeVisible(ROUND_TRIP);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row.locator('[data-price]')).toHaveText(shownPrice);
      await expect(row.locator('[data-custom-price]')).toHaveText(t('admin.quotes.customPrice'));
      await expect(row.locator('[data-status]')).toHaveText(t('status.quoted'));
      // A refresh reads the quote back from PostgreSQL.
      const refreshed = page.waitForResponse(
        (response) => new URL(response.url()).pathname.startsWith('/_actions/admin.overview'),
        ROUND_TRIP,
      );
      await page.getByRole('button', { name: t('admin.refresh'), exact: true }).click();
      expect((await refreshed).ok()).toBe(true);
      await expect(row.locator('[data-price]')).toHaveText(shownPrice);

      // SendGrid receives the update in the client's language, the price as the site writes money.
      const mails = await deliveredMail(client.email, 2);
      const updates = mails.filter((mail) => mail.subject.includes(t('mail.quoteStatus.quoted.subject')));
      expect(updates).toHaveLength(1);
      const [update] = updates;
      for (const body of [update!.text, update!.html]) {
        expect(body).toContain(shownPrice);
        expect(body).toContain(timeline);
        expect(body).toContain(notes);
      }
      expect(update!.text).toContain(`${p}/dashboard`);

      await client.page.goto(`${p}/dashboard`);
      const quote = client.page.locator('[data-quotes] tbody tr').filter({ hasText: BUSINESS[lang] });
      await expect(quote).toHaveCount(1);
      await expect(quote.locator('[data-price]')).toHaveText(shownPrice);
      await expect(quote).toContainText(timeline);
      await expect(quote).toContainText(t('dashboard.quotes.customReady'));
      await expect(quote.locator('[data-admin-notes]')).toContainText(notes);
      await client.close();
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: a published post calls the Netlify build hook and is rendered on demand`, async ({ page }) => {
      test.setTimeout(180_000);
      const stamp = Date.now();
      const title = lang === 'th' ? `ร้านกาแฟกรุงเทพฯ กับการสั่งออนไลน์ ${stamp}` : `Online ordering for Bangkok cafés ${stamp}`;
      const paragraph = lang === 'th' ? 'ลูกค้าสั่งล่วงหน้าได้ ร้านก็เตรียมของทัน' : 'Guests order ahead, and the kitchen is ready.';
      await openAdmin(page, lang);
      await page.getByRole('tab', { name: t('blogadmin.tab') }).click();
      await expect(page.locator('[data-blog-tab]')).toBeVisible();
      await expect(page.locator('[data-blog-post]').first()).toBeVisible(ROUND_TRIP);
      await page.getByRole('button', { name: t('blogadmin.create'), exact: true }).click();

      if (lang === 'en') {
        // The AI writes the draft (title first, then the body; the fake answers in order of arrival).
        await fakes.post('/ai/reply', [
          { content: `"${title}"`, delayMs: 0 },
          { content: `<h2>Why it matters</h2><p>${paragraph}</p>`, delayMs: 200 },
        ]);
        await page.getByLabel(t('blogadmin.ai.topic')).fill('Online ordering for Bangkok cafés');
        await page.getByRole('button', { name: t('blogadmin.ai.generate'), exact: true }).click();
        await expect(page.locator('[data-ai-panel] [role="status"]')).toHaveText(t('blogadmin.ai.doneWithImage'), ROUND_TRIP);
        await expect(page.getByLabel(t('blogadmin.field.title'), { exact: true })).toHaveValue(title);
        await expect(page.getByLabel(t('blogadmin.field.content'))).toHaveValue(new RegExp(paragraph));
      } else {
        await page.getByLabel(t('blogadmin.field.title'), { exact: true }).fill(title);
        await page.getByLabel(t('blogadmin.field.content')).fill(`<h2>ทำไมต้องสั่งออนไลน์</h2><p>${paragraph}</p>`);
      }
      await page.getByRole('button', { name: t('blogadmin.save.create'), exact: true }).click();
      await expect(page.locator('[data-blog-notice]')).toHaveText(t('blogadmin.msg.created'), ROUND_TRIP);
      const row = page.locator('[data-blog-post]').filter({ hasText: title });
      await expect(row.locator('[data-blog-status]')).toHaveText(t('blogadmin.status.draft'));
      const slug = (await row.getAttribute('data-blog-post')) ?? '';
      expect(slug).not.toBe('');

      // Not public while a draft.
      const draft = await page.request.get(`${p}/blog/${slug}`);
      expect(draft.status()).toBe(404);

      await row.getByRole('button', { name: t('blogadmin.publishFor', { title }), exact: true }).click();
      await expect(page.locator('[data-blog-notice]').first()).toHaveText(t('blogadmin.msg.publishedPosted'), ROUND_TRIP);
      await expect(page.locator('[data-blog-notice]').nth(1)).toHaveText(t('blogadmin.msg.rebuildRequested'));
      await expect(row.locator('[data-blog-status]')).toHaveText(t('blogadmin.status.published'));

      // Netlify's build hook was asked for a deploy, named after the post.
      const calls = await fakes.get<BuildHookCall[]>('/buildhook/calls');
      expect(calls.filter((call) => call.triggerTitle === `Published: ${title}`)).toEqual([
        expect.objectContaining({ method: 'POST', status: 200 }),
      ]);
      // Auto-post to X is on by default: the tweet starts with the title.
      expect((await fakes.get<string[]>('/x/posted')).some((tweet) => tweet.startsWith(title))).toBe(true);

      // The blog renders on demand, so the post is readable before any rebuild.
      const response = await page.goto(`${p}/blog/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('[data-post-body]')).toContainText(paragraph);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a scheduled X post is sent by the scheduled function and logged as posted`, async ({ page }) => {
      test.setTimeout(240_000);
      const tweetText =
        lang === 'th'
          ? `เคล็ดลับเว็บไซต์ร้านอาหาร ตั้งเวลาไว้ ${Date.now()} #ออกแบบเว็บ`
          : `Restaurant website tips, scheduled ${Date.now()} #WebDesign`;
      await openAdmin(page, lang);
      await page.getByRole('tab', { name: t('xposting.title') }).click();
      // The tab loads its data first: the posts waiting for X, or the line saying there are none.
      await expect(page.locator('[data-x-candidate], [data-x-candidates-empty]').first()).toBeVisible(ROUND_TRIP);

      await page.getByLabel(t('xposting.text')).fill(tweetText);
      // The next whole minute that leaves the form time to be sent (a cold start, maybe a slow one).
      const when = await nextMinuteInput(page, 45);
      await page.getByLabel(t('xposting.schedule')).fill(when.value);
      await page.getByRole('button', { name: t('xposting.schedulePost'), exact: true }).click();
      await expect(page.locator('[data-x-success="scheduled"]')).toHaveText(t('xposting.scheduled'), ROUND_TRIP);
      const scheduled = page.locator('[data-x-scheduled]').filter({ hasText: tweetText });
      await expect(scheduled).toHaveCount(1);
      await expect(scheduled.locator('time')).toHaveAttribute('datetime', new Date(when.at).toISOString());
      expect(await fakes.get<string[]>('/x/posted')).not.toContain(tweetText);

      // Not due yet: the scheduled function leaves it alone.
      if (Date.now() < when.at - 5_000) {
        await runScheduled('run-x-schedule');
        expect(await fakes.get<string[]>('/x/posted')).not.toContain(tweetText);
        const [row] = await sql<{ status: string }>(`select status from public.scheduled_x_posts where text = $1`, [tweetText]);
        expect(row?.status).toBe('scheduled');
      }

      // Once it is due, the run sends it (Netlify's own clock may have been first; either way it goes once).
      await page.waitForTimeout(Math.max(0, when.at - Date.now() + 1_000));
      await runScheduled('run-x-schedule');
      await expect.poll(async () => (await fakes.get<string[]>('/x/posted')).filter((tweet) => tweet === tweetText).length).toBe(1);
      // The run that posted it (maybe the clock's, still under way) records it just after X answers.
      await expect
        .poll(
          async () =>
            (await sql<{ status: string }>(`select status from public.scheduled_x_posts where text = $1`, [tweetText]))[0]?.status,
        )
        .toBe('posted');

      // The admin's X tab, opened again, shows it gone from the schedule and posted in the log.
      await page.reload();
      await waitForIslands(page);
      await page.getByRole('tab', { name: t('xposting.title') }).click();
      await expect(page.locator('[data-x-candidate], [data-x-candidates-empty]').first()).toBeVisible(ROUND_TRIP);
      const log = page.locator('[data-x-log-entry]').filter({ hasText: tweetText });
      const posted = log.filter({ has: page.locator('[data-status="posted"]') });
      await expect(posted).toHaveCount(1);
      await expect(posted.locator('[data-status]')).toHaveText(t('xposting.status.posted'));
      await expect(posted.locator('td').nth(2)).toHaveText(tweetText);
      await expect(posted.getByRole('link', { name: t('xposting.viewPost') })).toHaveAttribute('href', /^https:\/\//);
      await expect(page.locator('[data-x-scheduled]').filter({ hasText: tweetText })).toHaveCount(0);
    });
}
