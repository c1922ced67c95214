const safeSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * A link target from content (the CMS) made safe to render: site paths, fragments and web, mail and
 * phone URLs pass; anything else (`javascript:`, `data:`, `vbscript:`, however it is spelled or
 * padded) gives undefined, so the link renders without a target instead of running script on click.
 */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim()
  if (/^(\/(?!\/)|#|\?)/.test(trimmed)) return trimmed
  try {
    return safeSchemes.has(new URL(trimmed).protocol) ? trimmed : undefined
  } catch {
    return undefined
  }
}
