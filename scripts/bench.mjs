// Performance benchmark of the production build, served as production serves it (compressed).
// Reports: Lighthouse mobile scores, JavaScript (gzip) each public page downloads before any
// interaction or scrolling, and the bytes of the home page's first load.
// Usage: npm run bench   (builds first unless BENCH_SKIP_BUILD=1; CHROME_PATH overrides Chromium)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PORT = Number(process.env.BENCH_PORT ?? 4398);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE_PAGES = [
  '/',
  '/th/',
  '/about',
  '/th/portfolio',
  '/blog',
  '/th/blog/why-your-thai-business-website-should-speak-thai-and-english',
];
const JS_PAGES = [
  '/',
  '/th/',
  '/about',
  '/th/about',
  '/services',
  '/portfolio',
  '/th/portfolio',
  '/partners',
  '/th/partners',
  '/contact',
  '/blog',
  '/th/blog',
  '/blog/why-your-thai-business-website-should-speak-thai-and-english',
];

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every response of a page load, with the bytes that crossed the wire, before any interaction. */
async function measureLoad(browser, path, { scroll = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(ORIGIN + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const beforeScroll = [...requests.values()];
  let afterScroll = beforeScroll;
  if (scroll) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await page.waitForTimeout(1000);
    afterScroll = [...requests.values()];
  }
  const inlineScriptBytes = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript')
      .reduce((sum, s) => sum + (s.textContent?.length ?? 0), 0),
  );
  await context.close();
  const js = (list) => list.filter((r) => r.type === 'Script');
  return {
    path,
    jsFiles: js(beforeScroll).map((r) => new URL(r.url).pathname),
    jsBytes: js(beforeScroll).reduce((s, r) => s + r.bytes, 0),
    inlineScriptBytes,
    reactBeforeScroll: js(beforeScroll).some((r) => /react|client\.[\w-]+\.js/i.test(r.url)),
    reactAfterScroll: js(afterScroll).some((r) => /react|client\.[\w-]+\.js/i.test(r.url)),
    totalBytes: beforeScroll.reduce((s, r) => s + r.bytes, 0),
    requests: beforeScroll.length,
  };
}

async function runLighthouse(path) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(ORIGIN + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

try {
  await waitForServer();
  const report = { date: new Date().toISOString(), lighthouse: [], javascript: [], homeFirstLoad: null };

  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  for (const path of JS_PAGES) report.javascript.push(await measureLoad(browser, path, { scroll: path === '/' || path === '/th/' }));
  report.homeFirstLoad = report.javascript.find((r) => r.path === '/');
  await browser.close();

  for (const path of LIGHTHOUSE_PAGES) report.lighthouse.push(await runLighthouse(path));

  console.log('\nLighthouse (mobile, simulated throttling)');
  console.table(report.lighthouse.map(({ failing: _failing, ...row }) => row));
  for (const r of report.lighthouse) if (r.failing.length) console.log(`  ${r.path} audits below 100%: ${r.failing.join(', ')}`);
  console.log('\nJavaScript downloaded before any interaction or scroll (bytes on the wire, gzip)');
  console.table(
    report.javascript.map((r) => ({
      page: r.path,
      'script files': r.jsFiles.length,
      'script bytes': kb(r.jsBytes),
      'inline script (raw)': kb(r.inlineScriptBytes),
      'React before scroll': r.reactBeforeScroll,
      'React after scroll': r.reactAfterScroll,
    })),
  );
  const home = report.homeFirstLoad;
  console.log(`\nHome page first load: ${kb(home.totalBytes)} in ${home.requests} requests (before scrolling)`);

  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
  console.log('Full report: bench-results/latest.json');
} finally {
  server.kill();
}
