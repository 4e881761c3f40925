// Issue 24's budget for the planner: the analysis the wizard downloads (minified + gzip bytes) and the
// time to make a plan on a phone-class CPU (Chromium with a 4x CPU slowdown through CDP), for a long
// realistic description and for the 10 000-character maximum. Usage: node scripts/bench-planner.mjs
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const bundle = await build({
  stdin: {
    contents: "export { generatePlan } from './src/domain/plan/generate'; export { warmUpAnalysis } from './src/domain/plan/keywords';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'iife',
  globalName: 'planner',
  write: false,
});
const code = bundle.outputFiles[0].text;
console.log(`analysis + plan: ${code.length} bytes minified, ${gzipSync(code, { level: 9 }).length} bytes gzip`);

const long =
  'สวัสดีค่ะ ร้านทำเล็บกับสปาเล็กๆ ย่านอารีย์ค่ะ อยากได้เว็บที่ลูกค้าจองคิวออนไลน์ได้ เลือกช่างได้ แล้วโอนเงินมัดจำ แนบสลิปในเว็บเลย ' +
  'อยากให้ลูกค้าสะสมแต้ม ดูประวัติการจองของตัวเองได้ ร้านจะลงโปรโมชั่นเองทุกเดือน มีภาษาไทยกับอังกฤษเพราะมีลูกค้าต่างชาติ ' +
  'แล้วก็อยากติด Google เวลาคนค้นหาร้านทำเล็บแถวอารีย์ ติด GA4 กับ Facebook Pixel ด้วยนะคะ ไม่ต้องมีแอปมือถือค่ะ ' +
  'We also sell a few nail-care products, customers can order them online and pay by PromptPay. Connected to our POS if possible.';
const max = long.repeat(Math.ceil(10000 / long.length)).slice(0, 10000);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addScriptTag({ content: code });
for (const [name, text] of [
  ['long realistic description', long],
  ['10 000 characters', max],
]) {
  const times = await page.evaluate((text) => {
    const runs = [];
    // The first call compiles the patterns; the wizard does that while its progress messages show.
    const warm = performance.now();
    globalThis.planner.warmUpAnalysis();
    runs.push(performance.now() - warm);
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      globalThis.planner.generatePlan(text);
      runs.push(performance.now() - start);
    }
    return runs;
  }, text);
  const plans = times.slice(1);
  const sorted = [...plans].sort((a, b) => a - b);
  console.log(
    `${name} (${text.length} chars), 4x CPU slowdown: warm-up ${times[0].toFixed(1)} ms, first plan ${plans[0].toFixed(1)} ms, median of seven ${sorted[3].toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms`,
  );
}
await browser.close();
