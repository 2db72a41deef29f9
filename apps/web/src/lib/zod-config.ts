/**
 * zod compiles a fast parser for object schemas with `new Function`, after probing whether it
 * may. The site's Content-Security-Policy has no 'unsafe-eval' (docs/decisions/017), so the probe
 * is blocked and reported as a violation on every page with a form, though zod then falls back
 * quietly. Jitless mode skips the probe (docs/decisions/022-input-bounds.md).
 *
 * It must hold before the first schema is built, and the entry imports this module first. zod
 * keeps its configuration on `globalThis.__zod_globalConfig`, read when it loads (so that copies
 * share it): setting it there keeps zod itself out of the first load (docs/decisions/007).
 * zod-config.test.ts holds the installed zod to that.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const shared = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
shared.jitless = true;
