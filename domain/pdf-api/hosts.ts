/** The public PDF API hosts, as customers' code calls them (docs, code samples, OpenAPI). */
export const PDF_API_HOSTS = { global: 'https://api.pdfrest.com', eu: 'https://eu-api.pdfrest.com' } as const

/** pdfRest's EU host is the global one with `eu-` in front (`api.pdfrest.com` → `eu-api.pdfrest.com`). */
export function euBaseUrl(base: string): string {
  const url = new URL(base)
  if (!url.hostname.startsWith('eu-')) url.hostname = `eu-${url.hostname}`
  return url.toString().replace(/\/+$/, '')
}
