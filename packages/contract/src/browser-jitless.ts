import { z } from 'zod';

// In a browser zod would probe `new Function` to decide whether to compile its object parsers: under the
// app's content security policy (no 'unsafe-eval') the probe is reported as a violation, caught or not.
// It reads the setting as each schema is built, so this module is index.ts's first import. The server
// keeps the compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });
