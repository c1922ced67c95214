/**
 * Zod builds object parsers with `new Function` when it may, and finds out by trying it the first
 * time a schema is created. The CSP forbids eval, so that probe would be a reported violation on every
 * page. This inline script (nonced, in the head, so it runs before any module) tells zod not to try.
 */
export const zodJitlessScript =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'
