// Runs a TypeScript entry point with tsx on this thread only:
//   node scripts/lib/tsMainThread.mjs scripts/prod-local.ts [args...]
// The `tsx` command registers its loader through Node's --import, and every worker thread inherits
// that. The Netlify emulation runs each function invocation in a fresh worker (a cold instance), so
// under `tsx` every request also loaded tsx and sent the built function's modules through its
// transform: 2.5 s a request instead of 1.9 s here, idle, and far more on a busy CI machine. Netlify
// runs the built JavaScript as it is; so do the workers now. tsImport scopes tsx to this import.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/lib/tsMainThread.mjs <entry.ts> [args...]');
  process.exit(2);
}
// The entry reads its own arguments from process.argv.slice(2), as it would under tsx.
process.argv.splice(1, 2, resolve(entry));
await tsImport(pathToFileURL(resolve(entry)).href, import.meta.url);
