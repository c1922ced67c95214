import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import {
  type ForwardedHeader,
  forwardedHeaderSchema,
  TRUST_NONE,
  type TrustedProxies,
  trustedProxiesSchema,
} from './http/trusted-proxies.server.ts'

/** Every outside service the site talks to, with the variables that make it real. */
export const services = {
  strapi: { url: 'STRAPI_URL', key: 'STRAPI_TOKEN', mockUrl: 'https://strapi.mock.pdfrest.test' },
  ghost: { url: 'GHOST_URL', key: 'GHOST_CONTENT_KEY', mockUrl: 'https://ghost.mock.pdfrest.test' },
  identity: {
    url: 'IDENTITY_URL',
    key: undefined,
    mockUrl: 'https://identity.mock.pdfrest.test/.netlify/identity',
  },
  recaptcha: {
    url: 'RECAPTCHA_VERIFY_URL',
    key: 'RECAPTCHA_SECRET',
    mockUrl: 'https://recaptcha.mock.pdfrest.test',
  },
  accountGateway: {
    url: 'ACCOUNT_GATEWAY_URL',
    key: undefined,
    mockUrl: 'https://gateway.mock.pdfrest.test',
  },
  usage: { url: 'USAGE_URL', key: undefined, mockUrl: 'https://usage.mock.pdfrest.test' },
  accountService: {
    url: 'ACCOUNT_SERVICE_URL',
    key: undefined,
    mockUrl: 'https://account.mock.pdfrest.test',
  },
  plans: { url: 'PLANS_URL', key: undefined, mockUrl: 'https://plans.mock.pdfrest.test' },
  pdfApi: { url: 'PDF_API_URL', key: undefined, mockUrl: 'https://api.mock.pdfrest.test' },
  licenseRequests: {
    url: 'LICENSE_REQUEST_URL',
    key: undefined,
    mockUrl: 'https://licenses.mock.pdfrest.test',
  },
  supportTickets: {
    url: 'SUPPORT_TICKETS_URL',
    key: 'SUPPORT_TICKETS_KEY',
    mockUrl: 'https://support.mock.pdfrest.test',
  },
} as const

export type ServiceName = keyof typeof services

export const serviceNames = [
  'strapi',
  'ghost',
  'identity',
  'recaptcha',
  'accountGateway',
  'usage',
  'accountService',
  'plans',
  'pdfApi',
  'licenseRequests',
  'supportTickets',
] as const satisfies readonly ServiceName[]

/** Builds a record with one entry per service, without casting an empty object. */
export function mapServices<T>(build: (name: ServiceName) => T): Record<ServiceName, T> {
  return {
    strapi: build('strapi'),
    ghost: build('ghost'),
    identity: build('identity'),
    recaptcha: build('recaptcha'),
    accountGateway: build('accountGateway'),
    usage: build('usage'),
    accountService: build('accountService'),
    plans: build('plans'),
    pdfApi: build('pdfApi'),
    licenseRequests: build('licenseRequests'),
    supportTickets: build('supportTickets'),
  }
}

const mocksMessage = `must be true, false or a comma-separated list of services (${serviceNames.join(', ')})`
/** `true` mocks every service, `false` none, a list exactly those named; unset: see mockedService. */
const mocksSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z.union([z.tuple([z.enum(['true', 'false'])]), z.array(z.enum(serviceNames)).min(1)], {
      error: mocksMessage,
    }),
  )

/** Secrets are keys: their length is counted in bytes, not characters. */
const secretOf = (bytes: number) =>
  z.string().refine((value) => Buffer.byteLength(value) >= bytes, `must be at least ${bytes} bytes`)

const optionalUrl = z.url({ protocol: /^https?$/ }).optional()
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(item).min(1))
const optionalText = z.string().min(1).optional()
const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: optionalUrl,
  // Strict-Transport-Security on an https site: the header's value, or `off`.
  HSTS: z
    .union([z.literal('off'), z.string().regex(/^max-age=\d+(; ?includeSubDomains)?(; ?preload)?$/)])
    .optional(),
  STATUS_PAGE_URL: z.url({ protocol: /^https$/ }).default('https://status.pdfrest.com/'),
  MOCKS: mocksSchema.optional(),
  TRUSTED_PROXIES: trustedProxiesSchema.optional(),
  FORWARDED_HEADER: forwardedHeaderSchema.optional(),
  SESSION_SECRET: secretOf(32).optional(),
  REVALIDATE_SECRET: secretOf(16).optional(),
  PREVIEW_SECRET: secretOf(16).optional(),
  RECAPTCHA_SITE_KEY: optionalText,
  ACCOUNT_SERVICE_ENV: z.string().min(1).default('prod'),
  STRAPI_URL: optionalUrl,
  STRAPI_TOKEN: optionalText,
  GHOST_URL: optionalUrl,
  GHOST_CONTENT_KEY: optionalText,
  // Ghost's Admin API key (Settings → Integrations), read only for writers' draft preview.
  GHOST_ADMIN_KEY: z
    .string()
    .regex(/^[0-9a-f]{24}:[0-9a-f]{64}$/, "must be Ghost's Admin API key, {id}:{secret} in hex")
    .optional(),
  GHOST_DRAFT_PREVIEW: z.enum(['on', 'off']).default('on'),
  IDENTITY_URL: optionalUrl,
  RECAPTCHA_VERIFY_URL: optionalUrl,
  RECAPTCHA_SECRET: optionalText,
  ACCOUNT_GATEWAY_URL: optionalUrl,
  USAGE_URL: optionalUrl,
  ACCOUNT_SERVICE_URL: optionalUrl,
  PLANS_URL: optionalUrl,
  PDF_API_URL: optionalUrl,
  LICENSE_REQUEST_URL: optionalUrl,
  REDIS_URL: z.url({ protocol: /^(redis|rediss|valkey|valkeys)$/ }).optional(),
  CDN_PURGE_URL: optionalUrl,
  CDN_PURGE_API: z.enum(['cloudflare', 'fastly', 'netlify']).default('cloudflare'),
  CDN_PURGE_TOKEN: optionalText,
  CDN_SITE_ID: optionalText,
  IMAGE_CACHE_DIR: optionalText,
  IMAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(32),
  IMAGE_CACHE_DISK_MB: z.coerce.number().int().min(0).max(1_048_576).default(512),
  IMAGE_ENCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  IMAGE_ENCODE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  LAB_UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(2),
  LAB_UPLOAD_MB_IN_FLIGHT: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  SERVICE_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  SERVICE_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  SUPPORT_TICKETS_URL: optionalUrl,
  SUPPORT_TICKETS_KEY: optionalText,
  // security.txt (RFC 9116): where and how to report a vulnerability.
  SECURITY_CONTACT: commaList(z.url({ protocol: /^(mailto|https|tel)$/ })).optional(),
  SECURITY_EXPIRES: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
    .optional(),
  SECURITY_POLICY_URL: z.url({ protocol: /^https$/ }).optional(),
  SECURITY_LANGUAGES: commaList(z.string().regex(/^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8})*$/)).optional(),
})

/** Keys the mocks expect. Ghost's client insists on 26 hex characters even for a mock. */
export function mockKey(name: ServiceName): string {
  return name === 'ghost' ? '6d0c1b5e4f3a2918a7b6c5d4e3' : `mock-${name}-key`
}

/** The mocked Ghost's Admin API key (mocks/ghost-admin.ts checks the tokens signed with it). */
/** The site key the mocked bot check hands out; a real reCAPTCHA needs its own. */
export const MOCK_RECAPTCHA_SITE_KEY = 'mock-recaptcha-site-key'

export const MOCK_GHOST_ADMIN_KEY = `${'5f3c1e'.padEnd(24, '0')}:${'6d0c1b5e4f3a2918'.repeat(4)}`

export type ServiceConfig = { mocked: boolean; url: string; key: string | undefined }

/** Where the revalidate webhook sends cache tags to purge; `undefined` when no CDN is in front. */
export type CdnPurgeConfig = {
  api: 'cloudflare' | 'fastly' | 'netlify'
  url: string
  token: string | undefined
  siteId: string | undefined
  mocked: boolean
}

/** The mock CDN's purge endpoint (mocks/cdn.ts); the mocked stack purges it like a real one. */
export const MOCK_CDN_PURGE_URL = 'https://cdn.mock.pdfrest.test/purge'

export type ServerEnv = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  siteUrl: string
  /** The Strict-Transport-Security value, or undefined when the site is plain http or HSTS is off. */
  hsts: string | undefined
  /** The public status page linked from support. */
  statusPageUrl: string
  /** The proxies whose forwarded client addresses count (per-client limits). */
  trustedProxies: TrustedProxies
  /** The one header those proxies write the client's address in. */
  forwardedHeader: ForwardedHeader
  sessionSecret: string
  revalidateSecret: string
  previewSecret: string
  /** Ghost's Admin API key for writers' draft preview; undefined when that preview is off. */
  ghostAdminKey: string | undefined
  recaptchaSiteKey: string
  accountServiceEnv: string
  /** Shared state between instances (throttles, revocations, purges); process memory when unset. */
  redisUrl: string | undefined
  cdnPurge: CdnPurgeConfig | undefined
  images: ImageEnv
  labUploads: LabUploadsEnv
  serviceBreaker: ServiceBreakerEnv
  securityTxt: SecurityTxtEnv
  anyMocked: boolean
  services: Record<ServiceName, ServiceConfig>
}

/** What security.txt says (server-functions/seo/security-txt.server.ts). */
export type SecurityTxtEnv = {
  contacts: string[]
  /** A fixed expiry, or undefined for one renewed every day. */
  expires: Date | undefined
  policyUrl: string | undefined
  languages: string
}

/** Where and how much the image route keeps, and how many encodes it runs and queues. */
export type ImageEnv = {
  cacheDir: string
  memoryBytes: number
  diskBytes: number
  concurrency: number
  queue: number
}

/** How many API lab uploads one instance receives at once (server-functions/pdf-api/lab-admission.server.ts). */
export type LabUploadsEnv = {
  /** Uploads one account may have in flight on this instance. */
  perAccount: number
  /** Declared upload bytes this instance accepts at once (one upload alone is always let in). */
  bytesInFlight: number
}

/** When a service's circuit opens and how soon it probes again (server-functions/http/service-breaker.server.ts). */
export type ServiceBreakerEnv = {
  /** Consecutive calls without an answer (timeouts, refused connections) that open the circuit. */
  failures: number
  halfOpenAfterMs: number
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const result = envSchema.safeParse(emptyToUndefined(source))
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = result.data
  const production = env.NODE_ENV === 'production'
  const problems: string[] = []
  const resolved = mapServices((name): ServiceConfig => {
    const spec = services[name]
    const url = env[spec.url]
    const key = spec.key ? env[spec.key] : undefined
    const mocked = mockedService(name, env.MOCKS, url === undefined, production)
    if (!mocked && url === undefined) problems.push(`  ${spec.url}: ${missingUrlReason(name, env.MOCKS)}`)
    if (!mocked && spec.key && key === undefined) problems.push(`  ${spec.key}: required with ${spec.url}`)
    return {
      mocked,
      url: (mocked ? spec.mockUrl : (url ?? spec.mockUrl)).replace(/\/+$/, ''),
      key: mocked ? mockKey(name) : key,
    }
  })
  const anyMocked = Object.values(resolved).some((service) => service.mocked)
  // Whatever is mocked: a public default would open previews and purges to anyone, and a secret
  // per process would keep instances from opening each other's sessions.
  for (const name of ['SESSION_SECRET', 'REVALIDATE_SECRET', 'PREVIEW_SECRET'] as const) {
    if (production && env[name] === undefined) problems.push(`  ${name}: required in production`)
  }
  const ghostDrafts = env.GHOST_DRAFT_PREVIEW === 'on'
  // The browser's half of a real bot check: a mock key would fail every protected form in silence.
  if (production && !resolved.recaptcha.mocked && !env.RECAPTCHA_SITE_KEY)
    problems.push('  RECAPTCHA_SITE_KEY: required in production with RECAPTCHA_VERIFY_URL')
  if (ghostDrafts && env.NODE_ENV === 'production' && !resolved.ghost.mocked && !env.GHOST_ADMIN_KEY)
    problems.push(
      "  GHOST_ADMIN_KEY: required in production with GHOST_URL for writers' draft preview (or GHOST_DRAFT_PREVIEW=off)",
    )
  // Which header a proxy writes depends on the proxy: guessing would let a client name itself.
  if (production && trustsAProxy(env.TRUSTED_PROXIES) && !env.FORWARDED_HEADER)
    problems.push(
      '  FORWARDED_HEADER: required in production with TRUSTED_PROXIES (x-forwarded-for or forwarded: the header the proxy in front writes)',
    )
  if (env.CDN_PURGE_API === 'netlify' && env.CDN_PURGE_URL && !env.CDN_SITE_ID)
    problems.push('  CDN_SITE_ID: required when CDN_PURGE_API=netlify')
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`)
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    hsts:
      siteUrl.startsWith('https:') && env.HSTS !== 'off'
        ? (env.HSTS ?? 'max-age=63072000; includeSubDomains; preload')
        : undefined,
    statusPageUrl: env.STATUS_PAGE_URL,
    trustedProxies: env.TRUSTED_PROXIES ?? TRUST_NONE,
    forwardedHeader: env.FORWARDED_HEADER ?? 'x-forwarded-for',
    // Outside production only (production refuses to start without them, above): a development
    // server or a test works without any setup.
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    revalidateSecret: env.REVALIDATE_SECRET ?? 'dev-revalidate-secret',
    previewSecret: env.PREVIEW_SECRET ?? 'dev-preview-secret',
    ghostAdminKey: ghostDrafts
      ? resolved.ghost.mocked
        ? MOCK_GHOST_ADMIN_KEY
        : env.GHOST_ADMIN_KEY
      : undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? MOCK_RECAPTCHA_SITE_KEY,
    accountServiceEnv: env.ACCOUNT_SERVICE_ENV,
    redisUrl: env.REDIS_URL,
    cdnPurge: cdnPurgeConfig(env, anyMocked),
    images: {
      // One directory per port by default: servers side by side on one machine never share one.
      cacheDir: env.IMAGE_CACHE_DIR ?? join(tmpdir(), `pdfrest-images-${env.PORT}`),
      memoryBytes: env.IMAGE_CACHE_MEMORY_MB * 1024 * 1024,
      diskBytes: env.IMAGE_CACHE_DISK_MB * 1024 * 1024,
      concurrency: env.IMAGE_ENCODE_CONCURRENCY,
      queue: env.IMAGE_ENCODE_QUEUE,
    },
    labUploads: {
      perAccount: env.LAB_UPLOADS_PER_ACCOUNT,
      bytesInFlight: env.LAB_UPLOAD_MB_IN_FLIGHT * 1024 * 1024,
    },
    serviceBreaker: {
      failures: env.SERVICE_BREAKER_FAILURES,
      halfOpenAfterMs: env.SERVICE_BREAKER_HALF_OPEN_MS,
    },
    securityTxt: {
      // The support page's contact form reaches a person when no security address is configured.
      contacts: env.SECURITY_CONTACT ?? [`${siteUrl}/support/`],
      expires: env.SECURITY_EXPIRES === undefined ? undefined : new Date(env.SECURITY_EXPIRES),
      policyUrl: env.SECURITY_POLICY_URL,
      languages: (env.SECURITY_LANGUAGES ?? ['en']).join(', '),
    },
    anyMocked,
    services: resolved,
  }
}

/** Whether a TRUSTED_PROXIES setting believes any proxy at all. */
function trustsAProxy(trust: TrustedProxies | undefined): boolean {
  if (!trust) return false
  return trust.kind === 'hops' ? trust.hops > 0 : trust.list.length > 0
}

/**
 * Whether a service is mocked. `MOCKS` decides when set; unset, a service without its URL is mocked
 * outside production only: a half-configured production start fails rather than serve demo data.
 */
function mockedService(
  name: ServiceName,
  mocks: ['true' | 'false'] | ServiceName[] | undefined,
  urlMissing: boolean,
  production: boolean,
): boolean {
  if (mocks === undefined) return urlMissing && !production
  if (mocks[0] === 'true' || mocks[0] === 'false') return mocks[0] === 'true'
  return mocks.some((listed) => listed === name)
}

function missingUrlReason(name: ServiceName, mocks: ['true' | 'false'] | ServiceName[] | undefined): string {
  if (mocks === undefined)
    return `required in production (or mock it explicitly: MOCKS=${name}, or MOCKS=true for every service)`
  return mocks[0] === 'false' ? 'required when MOCKS=false' : `required: MOCKS does not list ${name}`
}

/** The MOCKS value that mocks every service but those named (a real Strapi or Ghost beside mocks). */
export function mocksExcept(...real: ServiceName[]): string {
  return serviceNames.filter((name) => !real.includes(name)).join(',')
}

/**
 * The warning a production server on mocks prints at start and shows on /api/health/: it answers
 * with demo data and demo users, and its mock controls are open.
 */
export function productionMocksBanner(env: ServerEnv): string | undefined {
  if (env.nodeEnv !== 'production' || !env.anyMocked) return undefined
  const mocked = serviceNames.filter((name) => env.services[name].mocked)
  return `MOCKED SERVICES IN PRODUCTION (MOCKS): ${mocked.join(', ')} answer with demo data and demo users, and /api/mocks/ controls them. Not for real visitors.`
}

/** A configured purge endpoint; otherwise the mock CDN while anything is mocked, else none. */
function cdnPurgeConfig(env: z.infer<typeof envSchema>, anyMocked: boolean): CdnPurgeConfig | undefined {
  const base = { api: env.CDN_PURGE_API, token: env.CDN_PURGE_TOKEN, siteId: env.CDN_SITE_ID }
  if (env.CDN_PURGE_URL) return { ...base, url: env.CDN_PURGE_URL, mocked: false }
  return anyMocked ? { ...base, url: MOCK_CDN_PURGE_URL, mocked: true } : undefined
}

let cached: ServerEnv | undefined

/** The process environment, parsed once. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}

export function describeServices(env: ServerEnv): string[] {
  const lines = serviceNames.map(
    (name) => `[env] ${name}: ${env.services[name].mocked ? 'mocked' : `real (${env.services[name].url})`}`,
  )
  lines.push(
    `[env] shared store: ${env.redisUrl ? `redis (${redactedUrl(env.redisUrl)})` : 'process memory'}`,
  )
  lines.push(
    `[env] cdn purge: ${env.cdnPurge ? (env.cdnPurge.mocked ? 'mocked' : `${env.cdnPurge.api} (${env.cdnPurge.url})`) : 'off'}`,
  )
  const identity = env.services.identity
  // Plain http to the identity service sends passwords and tokens in the clear.
  if (!identity.mocked && identity.url.startsWith('http:')) {
    lines.push(
      `[env] warning: IDENTITY_URL uses plain http (${identity.url}); use https outside local development`,
    )
  }
  return lines
}

/** A URL without its password, for the log. */
function redactedUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
