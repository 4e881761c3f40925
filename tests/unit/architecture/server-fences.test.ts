/**
 * The fences inside src/server (docs/decisions/0073-server-fences-and-schema-snapshot.md), as
 * layers.test.ts does for the outer layers: ESLint's Node API lints code that breaks each fence at a
 * path inside the fenced folder and expects the error (and an allowed import beside it, so a fence
 * that became a wall fails too), then lints the real server. A walk over the import graph adds what a
 * lint rule cannot see: no server module reaches UI code through another module (as
 * catalogue/startingPrices.ts reached components/ui/icons through src/data/services.ts).
 */
import { ESLint } from 'eslint';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const FENCE_RULE = '@typescript-eslint/no-restricted-imports';

/** The fence messages ESLint gives `code` as if it were the file at `path` (the file need not exist). */
async function fenceErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId === FENCE_RULE && m.severity === 2).map((m) => m.message);
}

const use = (from: string, name = 'x') => `import { ${name} } from '${from}';\nexport const f = ${name};`;

describe('the fences inside src/server', () => {
  it.each([
    ['a service', 'src/server/payments/fixture.ts', '../quotes/accept'],
    ['the composition root', 'src/server/payments/fixture.ts', '../services'],
    ['the rate limits', 'src/server/social/x.ts', '../rateLimit'],
    ['a lead service', 'src/server/mail/transport.ts', '../leads/emails'],
    ['the auth limits', 'src/server/auth/adapters/fixture.ts', '../limits/limitedSignIn'],
    ['a service beside the port', 'src/server/auth/adapters/fixture.ts', '../emailChange'],
    ['a service two floors up', 'src/server/auth/adapters/fixture.ts', '../../orders/fulfil'],
    ['the mail kinds', 'src/server/mail/line/transport.ts', '../kinds'],
    ['a LINE service beside it', 'src/server/mail/line/transport.ts', './outbox'],
    ['a service two floors up', 'src/server/mail/line/transport.ts', '../../reminders/run'],
  ])('keep %s out of an adapter', async (_, path, from) => {
    expect(await fenceErrors(path, use(from))).toHaveLength(1);
  });

  it.each([
    ['src/server/payments/fixture.ts', '../db/types'],
    ['src/server/payments/fixture.ts', '../config'],
    ['src/server/payments/fixture.ts', '../../domain/money/satang'],
    ['src/server/mail/transport.ts', '../mail/outbox'],
    ['src/server/auth/adapters/fixture.ts', '../types'],
    ['src/server/auth/adapters/fixture.ts', './oidc'],
    ['src/server/auth/adapters/fixture.ts', '../../db/builder'],
    ['src/server/auth/adapters/fixture.ts', '../../mail/outbox'],
    ['src/server/auth/adapters/fixture.ts', '../../../i18n/locales'],
    ['src/server/mail/line/transport.ts', '../../http/retryAfter'],
    ['src/server/mail/line/transport.ts', '../outbox'],
  ])('let an adapter at %s import %s', async (path, from) => {
    expect(await fenceErrors(path, use(from))).toEqual([]);
  });

  it('let config.ts depend on no adapter', async () => {
    expect(await fenceErrors('src/server/config.ts', use('./auth/adapters/oidc', 'OidcClients'))).toHaveLength(1);
    expect(await fenceErrors('src/server/config.ts', use('./social/x', 'XSocial'))).toHaveLength(1);
    expect(await fenceErrors('src/server/config.ts', use('./dataDir', 'DEFAULT_LOCAL_DATA_DIR'))).toEqual([]);
    expect(await fenceErrors('src/server/config.ts', use('../domain/money/taxId', 'isValidTaxId'))).toEqual([]);
  });

  it('keep the route handlers on top', async () => {
    expect(await fenceErrors('src/server/quotes/fixture.ts', use('../routes/socialRoutes', 'startSocial'))).toHaveLength(1);
    expect(await fenceErrors('src/server/auth/fixture.ts', use('../actions/define', 'defineAction'))).toHaveLength(1);
    expect(await fenceErrors('src/server/routes/fixture.ts', use('../auth/limits/limitedSignIn', 'signInWithLimits'))).toEqual([]);
    expect(await fenceErrors('src/server/actions/fixture.ts', use('./define', 'defineAction'))).toEqual([]);
  });

  it.each([
    ['a quote service', 'src/server/billing/ledger/fixture.ts', '../../quotes/accept'],
    ['the orders', 'src/server/billing/documents/fixture.ts', '../../orders/fulfil'],
    ['the composition root', 'src/server/billing/schedule/fixture.ts', '../../services'],
    ['a feature', 'src/server/billing/fixture.ts', '../reminders/run'],
    ['the mail transport (an adapter)', 'src/server/billing/fixture.ts', '../mail/transport'],
  ])('keep %s out of billing', async (_, path, from) => {
    expect(await fenceErrors(path, use(from))).toHaveLength(1);
  });

  it.each([
    ['src/server/billing/ledger/fixture.ts', '../documents/attachment'],
    ['src/server/billing/ledger/fixture.ts', '../../db/types'],
    ['src/server/billing/ledger/fixture.ts', '../../mail/outbox'],
    ['src/server/billing/ledger/fixture.ts', '../../mail/templates/attachedDocument'],
    ['src/server/billing/ledger/fixture.ts', '../../payments/types'],
    ['src/server/billing/ledger/fixture.ts', '../../../domain/money/satang'],
    ['src/server/billing/fixture.ts', './identity'],
    ['src/server/billing/fixture.ts', '../config'],
  ])('let billing at %s import %s', async (path, from) => {
    expect(await fenceErrors(path, use(from))).toEqual([]);
  });

  it('keep every import of billing on the real tree below the services, whatever its depth', () => {
    const allowed =
      /^src\/server\/(billing\/|config\.ts|buildTarget\.ts|dataDir\.ts|db\/|http\/|mail\/(outbox|templates\/)|payments\/types\.ts)|^src\/(domain|i18n|assets|config)\//;
    const escapes = sourceFiles('src/server/billing').flatMap((file) =>
      relativeImports(file)
        .filter((target) => !allowed.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(escapes).toEqual([]);
  });

  it('take a card payment to its tax invoice through at most three rooms', () => {
    // The shortest import path from the payment webhook's route to the document renderer, read as the
    // rooms it passes: the route's folder, then each top-level folder of src/server (issue 36).
    const start = 'src/pages/api/payments/stripe-webhook.ts';
    const goal = 'src/server/billing/rendering/pdf.ts';
    const previous = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length > 0 && !previous.has(goal)) {
      const file = queue.shift()!;
      for (const target of relativeImports(file)) {
        if (previous.has(target) || target === 'src/server/services.ts') continue;
        previous.set(target, file);
        queue.push(target);
      }
    }
    const path: string[] = [];
    for (let file: string | null | undefined = goal; file; file = previous.get(file)) path.unshift(file);
    expect(path[0]).toBe(start);
    const rooms = [...new Set(path.map((file) => (file.startsWith('src/server/') ? file.split('/')[2]! : dirname(file))))];
    expect(rooms).toEqual(['src/pages/api/payments', 'orders', 'billing']);
  });

  it.each([
    ['src/server/catalogue/fixture.ts', "import type { IconName } from '../../components/ui/icons';\nexport type I = IconName;"],
    ['src/server/routes/fixture.ts', use('../../islands/shared/DataTable', 'DataTable')],
    ['src/server/fixture.ts', use('../client/i18n', 'makeT')],
  ])('keep UI out of %s, types included', async (path, code) => {
    expect(await fenceErrors(path, code)).toHaveLength(1);
  });

  it('hold on the real tree', { timeout: 180_000 }, async () => {
    const results = await eslint.lintFiles(['src/server']);
    const violations = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === FENCE_RULE).map((m) => `${relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(violations).toEqual([]);
  });

  it('reach no UI module through another module', () => {
    const ui = /^src\/(components|islands|pages|layouts|stores|client)\//;
    const paths = new Map<string, string[]>();
    const queue = sourceFiles('src/server').map((file) => [file, file] as const);
    for (const [start] of queue) paths.set(start, [start]);
    const reached: string[] = [];
    while (queue.length > 0) {
      const [file] = queue.shift()!;
      for (const target of relativeImports(file)) {
        if (paths.has(target)) continue;
        const path = [...paths.get(file)!, target];
        paths.set(target, path);
        if (ui.test(target)) reached.push(path.join(' → '));
        else queue.push([target, target]);
      }
    }
    expect(reached).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** The repository paths `file` imports relatively (static, `import type`, re-exports and `import()`). */
function relativeImports(file: string): string[] {
  if (!/\.(ts|tsx|mjs)$/.test(file)) return [];
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(root, dirname(file), specifier);
    const found = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found ? [relative(root, found)] : [];
  });
}
