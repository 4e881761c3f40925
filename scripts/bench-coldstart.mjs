// The Netlify function's cold start against the smallest Astro project that could be deployed the same
// way (issue 34, docs/decisions/0055):
//
//   npm run bench:coldstart                        build both, then 7 fresh processes each
//   npm run bench:coldstart -- --no-build          reuse .netlify/v1/functions/ssr and the anchor's last build
//                                                  (the anchor is built when it has none)
//   npm run bench:coldstart -- --runs 15 --path /blog
//   npm run bench:coldstart -- --no-build --function ../other/.netlify/v1/functions/ssr/ssr.mjs
//
// The anchor is generated in .netlify/coldstart-anchor with the same installed astro, @astrojs/netlify
// and @astrojs/react, found in this project's node_modules (so it builds offline): one on-demand page at
// the same path, a one-line middleware. It has no package.json of its own, so the adapter traces and
// copies its dependencies from there into its function as it does for the project's. (Not under
// node_modules: Vite treats anything there as a dependency and leaves `astro:` imports unresolved.) Each run is a fresh node
// process (scripts/lib/coldstart-probe.mjs) that imports the function and answers one request, as a
// cold Netlify instance does; project and anchor runs alternate, so a busy machine weighs on both
// alike. Times come from runs without a loader hook; the module count from one more run each with it.
//
// The project runs in production mode with placeholder keys (COLDSTART_ENV in scripts/lib/coldstart.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { COLDSTART_ENV, probeColdStart } from './lib/coldstart.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    path: { type: 'string', default: '/auth' },
    'no-build': { type: 'boolean', default: false },
    // Another build of the project to measure instead (e.g. an older commit's), as its ssr.mjs.
    function: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Number(values.runs);
const root = process.cwd();
const anchorDir = join(root, '.netlify/coldstart-anchor');
const projectEntry = values.function ? resolve(values.function) : join(root, '.netlify/v1/functions/ssr/ssr.mjs');
const anchorEntry = join(anchorDir, '.netlify/v1/functions/ssr/ssr.mjs');

function build(cwd, env) {
  const result = spawnSync('npx', ['astro', 'build'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`astro build failed in ${cwd}`);
}

function writeAnchor() {
  rmSync(anchorDir, { recursive: true, force: true });
  mkdirSync(join(anchorDir, 'src/pages'), { recursive: true });
  writeFileSync(
    join(anchorDir, 'astro.config.mjs'),
    [
      "import { defineConfig } from 'astro/config';",
      "import netlify from '@astrojs/netlify';",
      "import react from '@astrojs/react';",
      "export default defineConfig({ output: 'static', adapter: netlify(), integrations: [react()] });",
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(anchorDir, 'src/middleware.ts'),
    'export const onRequest = (_context: unknown, next: () => Promise<Response>) => next();\n',
  );
  const page = values.path === '/' ? 'index' : values.path.replace(/^\/|\/$/g, '');
  mkdirSync(resolve(anchorDir, 'src/pages', page, '..'), { recursive: true });
  writeFileSync(
    join(anchorDir, `src/pages/${page}.astro`),
    '---\nexport const prerender = false;\n---\n<html lang="en"><head><title>Anchor</title></head><body><p>{Astro.url.pathname}</p></body></html>\n',
  );
}

if (!values['no-build'] && !values.function) {
  console.log('building the project for Netlify (DEPLOY_TARGET=netlify astro build)');
  build(root, { DEPLOY_TARGET: 'netlify' });
}
// The anchor changes only with the installed versions: --no-build reuses it too once it exists.
if (!values['no-build'] || !existsSync(anchorEntry)) {
  console.log(`building the anchor in ${anchorDir}`);
  writeAnchor();
  build(anchorDir, {});
}
for (const entry of [projectEntry, anchorEntry]) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run without --no-build`);
}

const targets = [
  { name: 'project', entry: projectEntry, env: COLDSTART_ENV, samples: [] },
  { name: 'anchor', entry: anchorEntry, env: {}, samples: [] },
];
for (const target of targets) target.counted = probeColdStart(target.entry, { path: values.path, count: true, env: target.env });
for (let run = 0; run < runs; run += 1) {
  for (const target of run % 2 ? [...targets].reverse() : targets)
    target.samples.push(probeColdStart(target.entry, { path: values.path, env: target.env }));
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = Object.fromEntries(
  targets.map(({ name, samples, counted }) => [
    name,
    {
      modules: counted.modules,
      mb: Math.round(counted.bytes / 1e4) / 100,
      importMs: median(samples.map((s) => s.importMs)),
      requestMs: median(samples.map((s) => s.requestMs)),
      totalMs: median(samples.map((s) => s.totalMs)),
      cpuMs: median(samples.map((s) => s.cpuMs)),
    },
  ]),
);
const ratio = (key) => Math.round((summary.project[key] / summary.anchor[key]) * 100) / 100;
const rows = [
  ['modules loaded', 'modules', ''],
  ['MB of source', 'mb', ''],
  ['import', 'importMs', ' ms'],
  ['first request', 'requestMs', ' ms'],
  ['import + first request', 'totalMs', ' ms'],
  ['CPU time of both', 'cpuMs', ' ms'],
];
console.log(`\ncold start of GET ${values.path}, medians of ${runs} fresh processes each (node ${process.version})\n`);
console.log(`${''.padEnd(24)}${'project'.padStart(10)}${'anchor'.padStart(10)}${'ratio'.padStart(8)}`);
for (const [label, key, unit] of rows) {
  const cell = (value) => `${value}${unit}`.padStart(10);
  console.log(`${label.padEnd(24)}${cell(summary.project[key])}${cell(summary.anchor[key])}${`${ratio(key)}x`.padStart(8)}`);
}
const target = 1.5;
console.log(`\nimport + first request: ${ratio('totalMs')}x the anchor's (issue 34's target: at most ${target}x)`);
if (values.json) writeFileSync(values.json, JSON.stringify({ path: values.path, runs, ...summary }, null, 2));
