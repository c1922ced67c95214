import { randomText } from './random-pool.server.ts'

/** 128 random bits, base64: a fresh one for every response (CSP 3 asks for at least 128 bits). */
export function createNonce(): string {
  return randomText(16, 'base64')
}

/** Players the media block may embed (blocks/media/media.tsx) and reCAPTCHA v3's frames. */
const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
]
// Only browsers without 'strict-dynamic' (CSP 2) read these; newer ones trust what nonced scripts load.
const legacyScriptSources = [
  "'self'",
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
]

export type PolicyOptions = {
  nonce: string
  /** Origin of the CMS, whose preview frames the site (frame-ancestors). */
  cmsOrigin: string | undefined
  /** Origin of Ghost's admin, whose Preview frames the site's draft preview page only. */
  blogOrigin?: string | undefined
  /** Only over https: otherwise the upgrade would break plain-http local runs. */
  secure: boolean
  /** Vite's dev server injects inline scripts and talks over a websocket. */
  dev: boolean
}

/** The Content-Security-Policy header value (docs/decisions/011-content-security-policy.md). */
export function contentSecurityPolicy({ nonce, cmsOrigin, blogOrigin, secure, dev }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    dev
      ? ['script-src', "'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", ...legacyScriptSources],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    dev ? ['connect-src', "'self'", 'ws:', 'wss:'] : ['connect-src', "'self'"],
    ['frame-src', ...frameSources],
    ['media-src', "'none'"],
    ['object-src', "'none'"],
    ['worker-src', "'none'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...[cmsOrigin, blogOrigin].filter((origin) => origin !== undefined)],
    ...(secure ? [['upgrade-insecure-requests'] satisfies [string]] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The origin of a URL, or undefined for a missing or unparsable one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
