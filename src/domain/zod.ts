/**
 * Zod for code that also runs in the browser (forms, islands, the modal). Zod probes `new Function`
 * on first use to compile faster parsers; the site's Content-Security-Policy has no 'unsafe-eval',
 * so the probe is blocked and reported as a CSP violation (docs/decisions/0010). Jitless parsing
 * needs no eval and is plenty fast for form-sized input. Import `z` from here, not from 'zod'.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
