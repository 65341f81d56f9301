// The one zod every contract uses. In the browser the shop's Content-Security-Policy forbids eval: zod's compiled
// fast path would probe for it (`Function("")`) while each object schema is built, fail, and leave a CSP
// violation in the console; so before any schema is built there, zod runs without it. Server-side, compiled
// parsers stay on.
import { z } from "zod";

if ("document" in globalThis) z.config({ jitless: true });

export { z };
