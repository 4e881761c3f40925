import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

// The fences inside src/server (decision 0073), shared by the blocks below.
const SERVER_NO_UI = {
  regex: String.raw`^(\.{1,2}/)+(.*/)?(components|islands|pages|layouts|stores|client)(/|$)`,
  message: 'The server imports no UI (components, islands, pages, layouts, stores, browser code): move the shared part to src/domain/.',
};
const SERVER_NO_ROUTES = {
  regex: String.raw`^(\.{1,2}/)+(.*/)?(actions|routes)(/|$)`,
  message: 'Route handlers (src/server/actions/, src/server/routes/) sit on top: nothing else in the server imports them.',
};
const BILLING_MESSAGE =
  'Billing (src/server/billing) is called by quotes, orders and the webhooks and never calls them: it imports only config.ts, db/, http/, mail/ (outbox and templates) and the payments port (decision 0077).';
// What billing may reach outside its folder, after the `../` (or `../../`) that leaves it.
const BILLING_ALLOWED = String.raw`(?!\.\./|(config|buildTarget|dataDir)(\.ts)?$|db/|http/|mail/(outbox|templates/)|payments/types(\.ts)?$)`;
const ADAPTER_MESSAGE =
  'Adapters (auth/adapters, payments, mail and LINE transports, social, ai, photos) import no services or routes: only config.ts, db/, http/, the outbox and their own port.';

export default [
  { ignores: ['dist/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', 'public/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // The rules of hooks and the React Compiler's checks, on every island and store hook.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One reader of the environment: src/server/config.ts (decision 0012).
    files: ['src/**', 'netlify/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
        { object: 'import.meta', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
  {
    // Code that runs in the browser takes zod from src/domain/zod.ts (jitless: no CSP violation).
    files: ['src/domain/**', 'src/islands/**', 'src/components/**', 'src/stores/**', 'src/scripts/**'],
    ignores: ['src/domain/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from src/domain/zod.ts: it turns off zod's eval probe, which the CSP blocks." }] },
      ],
    },
  },
  {
    // Row types come from the database (src/server/db/schema.generated.ts through tx.db), never from
    // the caller: no `tx.query<Row>(...)` / `tx.one<Row>(...)` outside the port itself (decision 0013).
    files: ['src/**', 'netlify/**', 'scripts/**'],
    ignores: ['src/server/db/**', 'scripts/db-types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|one)$/][typeArguments]',
          message: 'Query through tx.db (types generated from the migrations) instead of asserting a row type.',
        },
      ],
    },
  },
  // The layers hold (docs/decisions/0032-layer-fences.md): pure rules at the bottom, the server and
  // the browser on either side, each fence a pattern on the import's path. `import()` is not checked:
  // none of these layers loads code lazily from another. tests/unit/architecture/layers.test.ts
  // breaks each fence on purpose and expects the error.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.*/)?(server|islands|stores|client)(/|$)`,
              message: 'src/domain is pure rules: it imports no server, island, store or browser code.',
            },
            {
              regex: String.raw`^(astro|react|react-dom|nanostores|@nanostores/.*|@astrojs/.*)($|[:/])`,
              message: 'src/domain is framework-free: no Astro, React or nanostores.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/stores/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.*/)?islands(/|$)`,
              message: 'Stores sit under the islands: move what both need to src/client/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.*/)?server(/|$)`,
              allowTypeImports: true,
              message: "Islands run in the browser: take a server module's types only (`import type`), its data as props.",
            },
          ],
        },
      ],
      // `import { type X }` still loads the module under verbatimModuleSyntax; `import type` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.*/)?islands/shared(/|$)`,
              message: "src/islands/shared is the islands' own kit: what pages share with them lives in src/client/.",
            },
          ],
        },
      ],
    },
  },
  // Fences inside src/server (docs/decisions/0073-server-fences-and-schema-snapshot.md): the server
  // imports no UI; nothing below the route handlers (actions/, routes/) imports them; adapters reach
  // only the configuration, the database, the outbox and their port; config.ts depends on no adapter.
  // Flat config does not merge a rule's options across blocks, so each block lists every pattern that
  // holds for its files. tests/unit/architecture/server-fences.test.ts breaks each fence on purpose.
  {
    files: ['src/server/**/*.{ts,tsx,mjs}'],
    ignores: ['src/server/actions/**', 'src/server/routes/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER_NO_UI, SERVER_NO_ROUTES] }] },
  },
  {
    files: ['src/server/billing/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [SERVER_NO_UI, SERVER_NO_ROUTES, { regex: String.raw`^\.\./${BILLING_ALLOWED}`, message: BILLING_MESSAGE }] },
      ],
    },
  },
  {
    files: ['src/server/billing/*/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_NO_UI, SERVER_NO_ROUTES, { regex: String.raw`^\.\./\.\./${BILLING_ALLOWED}`, message: BILLING_MESSAGE }],
        },
      ],
    },
  },
  {
    files: ['src/server/actions/**/*.ts', 'src/server/routes/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER_NO_UI] }] },
  },
  {
    files: [
      'src/server/payments/**/*.ts',
      'src/server/ai/**/*.ts',
      'src/server/photos/**/*.ts',
      'src/server/social/{index,types,x}.ts',
      'src/server/mail/transport.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_UI,
            SERVER_NO_ROUTES,
            { regex: String.raw`^\.\./(?!\.\./|(config|buildTarget|dataDir|mail/outbox)(\.ts)?$|db/|http/)`, message: ADAPTER_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The LINE channel's transport (decision 0075) sits one folder deeper, in the outbox it serves.
    files: ['src/server/mail/line/transport.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_UI,
            SERVER_NO_ROUTES,
            {
              regex: String.raw`^\./|^\.\./(?!\.\./|outbox(\.ts)?$)|^\.\./\.\./(?!\.\./|(config|buildTarget|dataDir|mail/outbox)(\.ts)?$|db/|http/)`,
              message: ADAPTER_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/auth/adapters/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_UI,
            SERVER_NO_ROUTES,
            {
              regex: String.raw`^\.\./(?!\.\./|(types|confirmLanding)(\.ts)?$)|^\.\./\.\./(?!\.\./|(config|buildTarget|dataDir|mail/outbox)(\.ts)?$|db/|http/)`,
              message: ADAPTER_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_UI,
            {
              regex: String.raw`^\./(?!dataDir(\.ts)?$)`,
              message: 'config.ts depends on no adapter or service: define the settings type here and let the adapter import it.',
            },
          ],
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run format); no lint rule argues with it.
  prettier,
];
