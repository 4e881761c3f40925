import { expect, test } from '@playwright/test';

// The suite's browser prefers reduced motion (playwright.config.ts); the loop is for those who do not.
test.use({ reducedMotion: 'no-preference' });

test('the hero poster paints first and the looping video starts after load', async ({ page }) => {
  await page.goto('/');
  const poster = page.locator('section[aria-labelledby="hero-title"] img').first();
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await expect(poster).toHaveAttribute('loading', 'eager');
  const video = page.locator('[data-hero-video]');
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveJSProperty('muted', true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/video\/hero\.(webm|mp4)$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  const sizes = await Promise.all(['/video/hero.mp4', '/video/hero.webm'].map(async (src) => (await page.request.get(src)).body()));
  for (const body of sizes) expect(body.byteLength).toBeLessThanOrEqual(1024 * 1024);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the video never loads and the poster stays', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/video/')) videoRequests.push(request.url());
    });
    await page.goto('/th');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const video = page.locator('[data-hero-video]');
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
    await expect(video).toHaveClass(/opacity-0/);
    expect(videoRequests).toEqual([]);
  });
});

// The video decorates wide screens only: a phone, even turned sideways, never downloads it.
for (const [name, viewport] of [
  ['a phone (390 px)', { width: 390, height: 844 }],
  ['a phone turned sideways (844 px)', { width: 844, height: 390 }],
] as const) {
  test(`on ${name} the video file is never requested and the poster stays`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/video/')) videoRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    const video = page.locator('[data-hero-video]');
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
    await expect(video).toHaveClass(/opacity-0/);
    await expect(page.locator('section[aria-labelledby="hero-title"] img').first()).toBeVisible();
    expect(videoRequests).toEqual([]);
    await context.close();
  });
}

// WCAG 2.2.2: the loop can be paused, with a button in the page's language, and it stays paused.
for (const [locale, names] of [
  ['en', { pause: 'Pause the background video', play: 'Play the background video' }],
  ['th', { pause: 'หยุดวิดีโอพื้นหลัง', play: 'เล่นวิดีโอพื้นหลัง' }],
] as const) {
  test(`${locale}: the pause button stops the video, plays it again, and the pause is remembered`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(locale === 'th' ? '/th' : '/');
    const video = page.locator('[data-hero-video]');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    // By keyboard: focus it and press Enter.
    const pause = page.getByRole('button', { name: names.pause, exact: true });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const play = page.getByRole('button', { name: names.play, exact: true });
    await expect(play).toBeFocused();
    await page.waitForTimeout(300);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await page.reload();
    await page.waitForLoadState('load');
    await expect(play).toBeVisible();
    await page.waitForTimeout(300);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await play.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: names.pause, exact: true })).toBeVisible();
  });
}

test.describe('with reduced motion, no video', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1366, height: 768 } });

  test('no pause button either', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('[data-hero-video-toggle]')).toBeHidden();
  });
});
