import { css } from 'styled-system/css'

/**
 * What a cached, anonymous document shows by the visitor's state, from <html data-signed-in> (set
 * before first paint by the head script, shared/http/signed-in-hint.ts, and kept right by the header's
 * provider, ui/signed-in-store.ts). The HTML stays one cacheable copy for everyone.
 */

/** An offer meant for signed-out visitors (sign up, get started): a signed-in customer never sees it. */
export const signedOutOnly = css({ '[data-signed-in="true"] &': { display: 'none!' } })

/** Shown to a signed-in customer only; otherwise the element keeps its own display. */
export const signedInOnly = css({ 'html:not([data-signed-in="true"]) &': { display: 'none!' } })

/** Hidden from an Enterprise customer, whom no upgrade is offered (docs/product.md#shell). */
export const hiddenFromEnterprise = css({
  '[data-signed-in="true"][data-user-plan="Enterprise"] &': { display: 'none!' },
})
