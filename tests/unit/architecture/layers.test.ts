/**
 * The layer fences of eslint.config.js (docs/decisions/0032-layer-fences.md), run through ESLint's
 * Node API on code that breaks each one at a path inside the layer, so loosening a fence (or a typo
 * in its pattern) fails here, and on the real tree, so a new violation fails here as well as in
 * `npm run check`.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const FENCE_RULES = ['@typescript-eslint/no-restricted-imports', '@typescript-eslint/no-import-type-side-effects'];

/** The fence messages ESLint gives `code` as if it were the file at `path` (the file need not exist). */
async function fenceErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => FENCE_RULES.includes(m.ruleId ?? '') && m.severity === 2).map((m) => m.message);
}

describe('the layer fences', () => {
  it.each([
    ['the server', "import { getDatabase } from '../server/db';\nexport const f = getDatabase;"],
    ['an island', "import { DataTable } from '../islands/shared/DataTable';\nexport const f = DataTable;"],
    ['a store', "import { $wizard } from '../../stores/wizard';\nexport const f = $wizard;"],
    ['browser code', "import { makeT } from '../client/i18n';\nexport const f = makeT;"],
    ['Astro', "import { ActionError } from 'astro:actions';\nexport const f = ActionError;"],
    ['React', "import { useState } from 'react';\nexport const f = useState;"],
    ['nanostores for React', "import { useStore } from '@nanostores/react';\nexport const f = useStore;"],
  ])('keep %s out of src/domain', async (_, code) => {
    const path = code.includes("'../../") ? 'src/domain/plan/fixture.ts' : 'src/domain/fixture.ts';
    expect(await fenceErrors(path, code)).toHaveLength(1);
  });

  it('lets src/domain import its own modules', async () => {
    expect(await fenceErrors('src/domain/fixture.ts', "import { z } from './zod';\nexport const s = z.string();")).toEqual([]);
  });

  it('keep islands out of src/stores', async () => {
    const code = "import { useHydrated } from '../islands/shared/useHydrated';\nexport const f = useHydrated;";
    expect(await fenceErrors('src/stores/fixture.ts', code)).toHaveLength(1);
    const allowed = "import { pageLocale } from '../client/i18n';\nexport const f = pageLocale;";
    expect(await fenceErrors('src/stores/fixture.ts', allowed)).toEqual([]);
  });

  it("let an island take a server module's types only", async () => {
    const path = 'src/islands/admin/Fixture.tsx';
    const value = "import { listAdminPosts } from '../../server/blog/admin';\nexport const f = listAdminPosts;";
    expect(await fenceErrors(path, value)).toHaveLength(1);
    const inlineType = "import { type AdminPost } from '../../server/blog/admin';\nexport type P = AdminPost;";
    expect(await fenceErrors(path, inlineType)).toHaveLength(1);
    const typeOnly = "import type { AdminPost } from '../../server/blog/admin';\nexport type P = AdminPost;";
    expect(await fenceErrors(path, typeOnly)).toEqual([]);
  });

  it("keep pages and components out of the islands' own kit", async () => {
    const code = "---\nimport { DataTable } from '../../islands/shared/DataTable';\n---\n<p>{String(DataTable)}</p>\n";
    expect(await fenceErrors('src/components/portal/Fixture.astro', code)).toHaveLength(1);
    const island = "---\nimport AdminPanel from '../../islands/admin/AdminPanel';\n---\n<AdminPanel />\n";
    expect(await fenceErrors('src/components/pages/Fixture.astro', island)).toEqual([]);
  });

  it('hold on the real tree', { timeout: 180_000 }, async () => {
    const results = await eslint.lintFiles(['src/domain', 'src/stores', 'src/islands', 'src/pages', 'src/components', 'src/layouts']);
    const violations = results.flatMap((r) =>
      r.messages.filter((m) => FENCE_RULES.includes(m.ruleId ?? '')).map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(violations).toEqual([]);
  });
});
