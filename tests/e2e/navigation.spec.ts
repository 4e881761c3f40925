import { expect, test } from '@playwright/test';

const labels = {
  en: ['Home', 'Services', 'About', 'Portfolio', 'Partners', 'Quote', 'Contact Us'],
  th: ['หน้าแรก', 'บริการ', 'เกี่ยวกับเรา', 'ผลงาน', 'พันธมิตร', 'ใบเสนอราคา', 'ติดต่อเรา'],
} as const;

for (const locale of ['en', 'th'] as const) {
  const prefix = locale === 'th' ? '/th' : '';

  test(`${locale}: header items in order, and each lands on its page or section`, async ({ page }) => {
    await page.goto(`${prefix}/about`);
    const nav = page.getByRole('navigation', { name: locale === 'th' ? 'เมนูหลัก' : 'Main navigation' }).first();
    await expect(nav.getByRole('link')).toHaveText([...labels[locale]]);

    const [home, services, about, portfolio, partners, quote, contact] = labels[locale];
    const cases: [string, RegExp, string | null][] = [
      [services, new RegExp(`${prefix || '/'}#services$`), 'services'],
      [quote, new RegExp(`${prefix || '/'}#call-to-action$`), 'call-to-action'],
      [contact, new RegExp(`${prefix || '/'}#contact$`), 'contact'],
      [about, new RegExp(`${prefix}/about$`), null],
      [portfolio, new RegExp(`${prefix}/portfolio$`), null],
      [partners, new RegExp(`${prefix}/partners$`), null],
      [home, new RegExp(`${prefix || '/'}$`), null],
    ];
    for (const [label, url, sectionId] of cases) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      if (sectionId) await expect(page.locator(`#${sectionId}`)).toBeInViewport();
    }
  });

  test(`${locale}: the hero button scrolls to the quote section`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await page.getByRole('link', { name: locale === 'th' ? 'วางแผนโปรเจกต์ของคุณ' : 'Plan your project' }).click();
    await expect(page.locator('#call-to-action')).toBeInViewport();
  });

  test(`${locale}: the header shrinks after 20px of scroll`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const header = page.locator('#site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const bar = header.locator('> div').first();
    await expect.poll(async () => (await bar.boundingBox())?.height).toBeLessThan(70);
  });

  // Thai labels run longer than English ones: from 1024px the seven links, the social links, the language
  // switch and the client-area button share one row, each label on one line (below 1120px without the
  // wordmark); on phones nothing scrolls sideways.
  test(`${locale}: the header fits at 1024px, and no page scrolls sideways at 320, 360, 390 and 768px`, async ({ page }) => {
    // Every page at four widths: 31.7 s in a CI run on a busy machine (stop 34), over the default 30.
    test.slow();
    const social = page
      .locator('#site-header > div')
      .first()
      .getByRole('link', { name: /Facebook|Instagram/ });
    const right = (box: { x: number; width: number } | null) => (box?.x ?? 0) + (box?.width ?? 0);
    for (const width of [1024, 1120, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(`${prefix}/about`);
      const nav = page.getByRole('navigation', { name: locale === 'th' ? 'เมนูหลัก' : 'Main navigation' }).first();
      const heights = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(heights).toHaveLength(7);
      for (const height of heights) expect(height, `${width}px`).toBeLessThan(44);
      await expect(social).toHaveCount(2);
      for (const link of await social.all()) await expect(link).toBeVisible();
      const navBox = await nav.boundingBox();
      const socialBox = await social.first().boundingBox();
      const switchBox = await page.locator('#site-header [role="group"]').first().boundingBox();
      const clientBox = await page.locator('[data-client-area] a[data-visitor-only]').boundingBox();
      expect(right(navBox), `${width}px`).toBeLessThanOrEqual(socialBox?.x ?? 0);
      expect(right(await social.last().boundingBox()), `${width}px`).toBeLessThanOrEqual(switchBox?.x ?? 0);
      expect(right(switchBox), `${width}px`).toBeLessThanOrEqual(clientBox?.x ?? 0);
      expect(clientBox?.height ?? 0).toBeLessThan(44);
      await expect(page.locator('#site-header > div > a').first().getByText('Siam Pixel Studio')).toBeVisible({ visible: width >= 1120 });
    }
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);

    // A tablet has the social links in the bar, next to the menu button.
    await page.setViewportSize({ width: 768, height: 740 });
    await page.goto(`${prefix}/`);
    for (const link of await social.all()) await expect(link).toBeVisible();

    // Phones and small tablets: no public page scrolls sideways.
    for (const width of [320, 360, 390, 768]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/', '/about', '/services', '/portfolio', '/partners', '/contact', '/auth']) {
        await page.goto(`${prefix}${path}`);
        expect(await overflow(), `${path} at ${width}px`).toBe(0);
      }
    }
  });
}

test('the language switcher keeps the path, query and hash, and remembers the choice', async ({ page }) => {
  await page.goto('/portfolio');
  await page.getByRole('link', { name: 'ไทย: Switch language to ไทย' }).first().click();
  await expect(page).toHaveURL(/\/th\/portfolio\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  // A campaign's query is kept (issue 39: /services?utm_source=x became /th/services).
  await page.goto('/services?utm_source=x#faq');
  await page.getByRole('link', { name: 'ไทย: Switch language to ไทย' }).first().click();
  await expect(page).toHaveURL(/\/th\/services\?utm_source=x#faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');

  await page.goto('/th#contact');
  await page.getByRole('link', { name: 'EN: เปลี่ยนภาษาเป็น English' }).first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('a remembered Thai choice is honoured when arriving at the home page from outside the site', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.goto('/?utm_source=line#services');
  await expect(page).toHaveURL(/\/th\?utm_source=line#services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // Only the home page names no language: an explicit English page stays English.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about\/?$/);
});

test('an explicit /th/ link opened from outside the site stays Thai when English was remembered', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/th/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // The script runs before paint: give a redirect, if there were one, time to happen.
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(/\/th\/about\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test.describe('the remembered language never leaves the site', () => {
  // The script builds its target from a configured code only: whatever the URL or the stored value
  // says, the visitor lands on this origin, at the path expected. Chromium turns a backslash in a path
  // into a slash, so `/th/\\evil.example` arrives as `/th//evil.example`.
  for (const [stored, path, expected] of [
    ['th', '/', '/th'],
    ['th', '/?x=//evil.example#//evil.example', '/th?x=//evil.example#//evil.example'],
    ['th', '/th//evil.example', '/th//evil.example'],
    ['//evil.example', '/', '/'],
    ['/evil.example', '/', '/'],
    ['en', '/th//evil.example', '/th//evil.example'],
    ['en', '/th/\\evil.example', '/th//evil.example'],
    ['en', '/th/%2F%2Fevil.example', '/th/%2F%2Fevil.example'],
  ] as const) {
    test(`${stored} remembered, ${path} stays on this origin`, async ({ page, baseURL }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).host));
      await page.goto('/about');
      await page.evaluate((value) => localStorage.setItem('lang', value), stored);
      // A redirect replaces the navigation that goto waits for; the URL check below waits for it.
      await page.goto(path).catch(() => undefined);
      await page.waitForLoadState('load');
      await expect.poll(() => new URL(page.url()).href).toBe(new URL(expected, baseURL).href);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(requested.filter((host) => host.includes('evil.example'))).toEqual([]);
    });
  }
});

test.describe('at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const locale of ['en', 'th'] as const) {
    test(`${locale}: the full-screen mobile menu opens, navigates and closes`, async ({ page }) => {
      const prefix = locale === 'th' ? '/th' : '';
      await page.goto(`${prefix}/`);
      const open = page.getByRole('button', { name: locale === 'th' ? 'เปิดเมนู' : 'Open menu', exact: true });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const box = await menu.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(389);
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(843);
      await expect(menu.getByRole('link', { name: labels[locale][6], exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: locale === 'th' ? 'บัญชีลูกค้า' : 'Client Area' })).toBeVisible();
      await expect(menu.getByText('Admin Panel')).toHaveCount(0);
      // The header's social links: in the menu on a phone, where the bar has no room for them.
      for (const network of ['Facebook', 'Instagram']) {
        const link = menu.getByRole('link', { name: `${network} ${locale === 'th' ? '(เปิดในแท็บใหม่)' : '(opens in a new tab)'}` });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expect(
        page
          .locator('#site-header > div')
          .first()
          .getByRole('link', { name: /Facebook|Instagram/ })
          .first(),
      ).toBeHidden();

      await page.getByRole('button', { name: locale === 'th' ? 'ปิดเมนู' : 'Close menu', exact: true }).click();
      await expect(menu).toBeHidden();

      // The menu is modal: Tab and Shift+Tab never reach the page behind it.
      await open.click();
      for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(25).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement) ?? false), key).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      // Closed again, the page behind it is usable.
      expect(await page.evaluate(() => [...document.body.children].some((el) => (el as HTMLElement).inert))).toBe(false);

      // A section of this page: the script jumps to it, at its plain address, and closes the menu.
      await open.click();
      await menu.getByRole('link', { name: labels[locale][1], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix || '/'}#services$`));
      await expect(menu).toBeHidden();

      await open.click();
      await menu.getByRole('link', { name: labels[locale][3], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/portfolio$`));
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  }
});

// Without JavaScript the menu button still opens the menu (a popover), and its links work.
test.describe('at a phone viewport without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false });

  for (const locale of ['en', 'th'] as const) {
    test(`${locale}: the menu opens, closes and its links navigate`, async ({ page }) => {
      const prefix = locale === 'th' ? '/th' : '';
      await page.goto(`${prefix}/`);
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: locale === 'th' ? 'เปิดเมนู' : 'Open menu', exact: true }).click();
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(389);
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(843);
      await menu.getByRole('button', { name: locale === 'th' ? 'ปิดเมนู' : 'Close menu', exact: true }).click();
      await expect(menu).toBeHidden();

      // A section of this page (issue 39: the menu stayed open over it): the menu closes, the section shows,
      // and the menu opens again.
      const openButton = page.getByRole('button', { name: locale === 'th' ? 'เปิดเมนู' : 'Open menu', exact: true });
      await openButton.click();
      await menu.getByRole('link', { name: labels[locale][1], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix || '/'}\\??#services$`));
      await expect(menu).toBeHidden();
      await expect(page.locator('#services')).toBeInViewport();
      await openButton.click();
      await expect(menu).toBeVisible();

      await menu.getByRole('link', { name: labels[locale][3], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/portfolio$`));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  }
});

test('the Client Area button leads visitors to /auth', async ({ page }) => {
  await page.goto('/th/about');
  const link = page.locator('[data-client-area] a[data-visitor-only]');
  await expect(link).toHaveText('บัญชีลูกค้า');
  await expect(link).toHaveAttribute('href', '/th/auth');
});

test('the footer has its columns, contact details and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const column of ['Services', 'Company', 'Support']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  await expect(footer.getByRole('link', { name: 'Partnership' })).toHaveAttribute('href', '/partners');
  await expect(footer).toContainText('Bangkok');
  await expect(footer.getByRole('link', { name: 'hello@siampixel.example' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Siam Pixel Studio`);
  await page.goto('/th');
  await expect(page.locator('footer')).toContainText('กรุงเทพฯ');
  // The Thai copyright line counts in the Buddhist era (2026 is 2569), with no ค.ศ.
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear() + 543} Siam Pixel Studio สงวนลิขสิทธิ์`);
  await expect(page.locator('footer').getByRole('link', { name: 'ร่วมเป็นพันธมิตร' })).toHaveAttribute('href', '/th/partners');
});
