import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default [
  { ignores: ['dist/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', 'public/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One reader of the environment: src/server/config.ts (issue "safe in production", decision 0010).
    files: ['src/**', 'netlify/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
        { object: 'import.meta', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
];
