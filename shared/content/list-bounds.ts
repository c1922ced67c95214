/**
 * The last list page an address may ask for: 900,000 posts of a kind at 9 a page (docs/product.md#scale).
 * A bound on the input, far past any library; constants only, so the app's start loads no schema for it.
 */
export const LIST_MAX_PAGE = 100_000
