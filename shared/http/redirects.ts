import { legacyDocumentationTarget } from './legacy-docs.ts'

/**
 * Every old or externally handled path that has no page of its own (docs/product.md#redirects), in one table: where it goes
 * permanently. Targets are recorded in docs/decisions/004-redirect-targets.md. A `*` rule keeps
 * the rest of the path where the target has a matching page.
 */
/** `to` answers undefined where the path is a page after all (the rule then does not apply). */
type Rule = { from: RegExp; to: (match: RegExpMatchArray) => string | undefined }

const selfHostedProducts = ['pdf-toolkit', 'pdf-forms-pro', 'pdf-to-office-pro'] as const

export const redirectRules: Rule[] = [
  { from: /^\/getstarted\/?$/, to: () => '/pricing/' },
  { from: /^\/selectplan\/?$/, to: () => '/pricing/' },
  { from: /^\/apitoolkit(?:\/.*)?$/, to: () => '/apitools/' },
  { from: /^\/solutions\/?$/, to: () => '/learning/solutions/' },
  { from: /^\/solutions\/page(?:\/.*)?$/, to: () => '/learning/solutions/' },
  { from: /^\/solutions\/([a-z0-9-]+)\/?$/, to: (match) => `/learning/solutions/${match[1]}/` },
  { from: /^\/apitools\/redact-pdf\/?$/, to: () => '/apitools/pdf-redaction/' },
  { from: /^\/apitools\/pdf-to-markdown\/?$/, to: () => '/apitools/convert-to-markdown/' },
  { from: /^\/self-hosted-reference(?:\.html|\/.*)?$/, to: () => '/products/pdf-toolkit-self-hosted-api/' },
  { from: /^\/self-hosted-instructions(?:\/.*)?$/, to: () => '/products/pdf-toolkit-self-hosted-api/' },
  ...selfHostedProducts.map((product) => ({
    from: new RegExp(`^/${product}-self-hosted-(?:reference|instructions)(?:\\.html|/.*)?$`),
    to: () => `/products/${product}-self-hosted-api/`,
  })),
  { from: /^\/compress-pdf-instructions\/?$/, to: () => '/apitools/compress-pdf/' },
  { from: /^\/documentation(\/.*)?$/, to: (match) => legacyDocumentationTarget(match[1] ?? '') },
]

/** The permanent target of a placeholder path (query string kept), or undefined. */
export function findRedirect(pathname: string, search = ''): string | undefined {
  for (const rule of redirectRules) {
    const match = pathname.match(rule.from)
    const target = match ? rule.to(match) : undefined
    if (target) return `${target}${search}`
  }
  return undefined
}
