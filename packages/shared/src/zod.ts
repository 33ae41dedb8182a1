import { z } from 'zod';

// In a browser the shop runs under a content security policy without eval. Zod would probe for it
// (`new Function`), which the browser reports as a violation even though zod catches the refusal,
// before compiling its object parsers; told so, it parses without compiling. It must be told
// before any schema is made, so every shared module takes zod from here.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
