// Our CSP forbids eval. zod 4 decides whether to compile object parsers with `new Function` when
// each z.object() is *built* (probing once, which the browser reports as a CSP violation even
// though zod catches it), and contracts build their schemas as soon as they load. So this module
// is the first import of every app's bootstrap: evaluated before anything imports a schema.
// zod keeps the setting on globalThis, so it holds for every copy on the page.
import { z } from 'zod';

z.config({ jitless: true });
