/**
 * Marks a header control that needs JavaScript: on a document page, a browser that runs none hides
 * it (no-script-nav.tsx) and uses the disclosure menu instead.
 */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const
