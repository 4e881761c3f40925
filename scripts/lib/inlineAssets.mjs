// Vite's `?inline` asset imports for scripts run with tsx outside Vite (npm run documents:reissue renders
// PDFs, whose fonts src/server/billing/rendering/pdf.ts imports as `…ttf?inline`): the file as a base64 data URL,
// exactly what Vite gives the built site. Loaded with `tsx --import ./scripts/lib/inlineAssets.mjs`.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = { '.ttf': 'font/ttf', '.otf': 'font/otf', '.woff2': 'font/woff2', '.png': 'image/png', '.svg': 'image/svg+xml' };

registerHooks({
  load(url, context, nextLoad) {
    const { protocol, pathname, search } = new URL(url);
    if (protocol !== 'file:' || search !== '?inline') return nextLoad(url, context);
    const path = fileURLToPath(`file://${pathname}`);
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const dataUrl = `data:${type};base64,${readFileSync(path).toString('base64')}`;
    return { format: 'module', source: `export default ${JSON.stringify(dataUrl)};`, shortCircuit: true };
  },
});
