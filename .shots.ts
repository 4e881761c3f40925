// Temporary: screenshots of Thai pages at four widths, with the regression words outlined.
import { chromium } from '@playwright/test';
import { REVIEWED_SPLITS, splitThaiWords } from './tests/e2e/support/thaiSplits';
const base = 'http://127.0.0.1:4641';
const pages = (process.argv[2] ?? '/th,/th/about,/th/services,/th/partners,/th/blog,POST').split(',');
const widths = [320, 390, 768, 1366];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const words = REVIEWED_SPLITS.map((s) => s.replace('|', ''));
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (let path of pages) {
    if (path === 'POST') {
      await page.goto(base + '/th/blog');
      path = (await page.locator('main a[href^="/th/blog/"]').first().getAttribute('href'))!;
    }
    await page.goto(base + path);
    await page.evaluate(() => document.fonts.ready);
    const splits = await splitThaiWords(page);
    // Outline each reviewed word found whole in a text node's line.
    const found = await page.evaluate((list) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) for (const w of list) if (n.nodeValue!.includes(w)) { out.push(w); (n.parentElement as HTMLElement).style.outline = '2px solid red'; }
      return [...new Set(out)];
    }, words);
    const name = `${path.replace(/\//g, '_')}-${width}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    console.log(`${name}: splits=${splits.length} ${JSON.stringify(splits)} reviewedWordsInTextNodes=${found.join(' ')}`);
  }
  await page.close();
}
await browser.close();
