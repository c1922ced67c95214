/**
 * The value of each `data-island` attribute a page may write. The islands' entry
 * (app/islands/islands.entry.ts) maps every one to its code, and the compiler keeps the two in step
 * (a name without code, or code without a name, does not compile); server HTML names an island from
 * here, never by importing the islands.
 */
export type IslandName =
  | 'header'
  | 'auth'
  | 'color-mode'
  | 'post-copy'
  | 'video'
  | 'plan-buttons'
  | 'code-sample'
  | 'sample-key'
  | 'copy-markdown'
  | 'preview-link'
  | 'support-form'
  | 'license-form'
  | 'try-it'
