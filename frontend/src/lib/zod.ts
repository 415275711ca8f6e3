import { z } from 'zod';

// Zod's fast path probes for eval with `new Function()`, which the site's Content-Security-Policy
// (no 'unsafe-eval') forbids, so every page with a form logged a CSP violation. Our forms are small:
// the interpreted parser is plenty fast. Import `z` from here so the setting is applied before any parse.
z.config({ jitless: true });

export { z };
