import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Gives the signed-in islands (portal, admin, auth, account settings, order) the JSX runtime that
 * marks Thai text (src/islands/shared/thaiJsxRuntime.ts, docs/decisions/0047): their JSX imports
 * React's runtime, and this hands them ours instead, in the server and the browser build alike.
 * The public islands (wizard, contact form, modal) mark their texts themselves with WordWrap and
 * keep React's runtime, so the public pages ship not one byte more.
 */
const SIGNED_IN =
  /[\\/]src[\\/]islands[\\/](admin|portal|auth|account|order)[\\/]|[\\/]src[\\/]islands[\\/]shared[\\/](DataTable|QuoteThread|AuthErrorBoundary)\.tsx$/;

const runtimes: Record<string, string> = {
  'react/jsx-runtime': fileURLToPath(new URL('../islands/shared/thaiJsxRuntime.ts', import.meta.url)),
  'react/jsx-dev-runtime': fileURLToPath(new URL('../islands/shared/thaiJsxDevRuntime.ts', import.meta.url)),
};

export function thaiJsx(): Plugin {
  return {
    name: 'thai-jsx',
    enforce: 'pre',
    resolveId(source, importer) {
      const runtime = runtimes[source];
      return runtime && importer && SIGNED_IN.test(importer.split('?')[0]!) ? runtime : null;
    },
  };
}
