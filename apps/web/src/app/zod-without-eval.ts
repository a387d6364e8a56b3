// Imported first by main.tsx, before any schema is built: the page's CSP forbids eval, and zod would
// otherwise probe for it (new Function) when it builds its first object schema, which the browser
// reports as a CSP violation even though zod catches the error.
import { z } from 'zod';

z.config({ jitless: true });
