import { randomBytes } from 'node:crypto'
import { z } from 'zod'

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

const optionalUrl = z.url({ protocol: /^https?$/ }).optional()
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
  MOCKS: z.enum(['true', 'false']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PREVIEW_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  RECAPTCHA_SITE_KEY: optionalText,
  ACCOUNT_SERVICE_ENV: z.string().min(1).default('prod'),
  STRAPI_URL: optionalUrl,
  STRAPI_TOKEN: optionalText,
  GHOST_URL: optionalUrl,
  GHOST_CONTENT_KEY: optionalText,
  IDENTITY_URL: optionalUrl,
  RECAPTCHA_VERIFY_URL: optionalUrl,
  RECAPTCHA_SECRET: optionalText,
  ACCOUNT_GATEWAY_URL: optionalUrl,
  USAGE_URL: optionalUrl,
  ACCOUNT_SERVICE_URL: optionalUrl,
  PLANS_URL: optionalUrl,
  PDF_API_URL: optionalUrl,
  LICENSE_REQUEST_URL: optionalUrl,
  SUPPORT_TICKETS_URL: optionalUrl,
  SUPPORT_TICKETS_KEY: optionalText,
})

/** Keys the mocks expect. Ghost's client insists on 26 hex characters even for a mock. */
export function mockKey(name: ServiceName): string {
  return name === 'ghost' ? '6d0c1b5e4f3a2918a7b6c5d4e3' : `mock-${name}-key`
}

export type ServiceConfig = { mocked: boolean; url: string; key: string | undefined }

export type ServerEnv = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  siteUrl: string
  /** The Strict-Transport-Security value, or undefined when the site is plain http or HSTS is off. */
  hsts: string | undefined
  /** The public status page linked from support. */
  statusPageUrl: string
  sessionSecret: string
  revalidateSecret: string
  previewSecret: string
  recaptchaSiteKey: string
  accountServiceEnv: string
  anyMocked: boolean
  services: Record<ServiceName, ServiceConfig>
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
  const forced = env.MOCKS
  const problems: string[] = []
  const resolved = mapServices((name): ServiceConfig => {
    const spec = services[name]
    const url = env[spec.url]
    const key = spec.key ? env[spec.key] : undefined
    const mocked = forced === 'true' || (forced !== 'false' && url === undefined)
    if (!mocked && url === undefined) problems.push(`  ${spec.url}: required when MOCKS=false`)
    if (!mocked && spec.key && key === undefined)
      problems.push(`  ${spec.key}: required when ${spec.url} is set`)
    return {
      mocked,
      url: (mocked ? spec.mockUrl : (url ?? spec.mockUrl)).replace(/\/+$/, ''),
      key: mocked ? mockKey(name) : key,
    }
  })
  const anyMocked = Object.values(resolved).some((service) => service.mocked)
  const isProductionReal = env.NODE_ENV === 'production' && !anyMocked
  for (const name of ['SESSION_SECRET', 'REVALIDATE_SECRET', 'PREVIEW_SECRET'] as const) {
    if (isProductionReal && env[name] === undefined)
      problems.push(`  ${name}: required in production with real services`)
  }
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
    // A mocked stack gets per-process secrets so a fresh clone works without any setup.
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    revalidateSecret: env.REVALIDATE_SECRET ?? 'dev-revalidate-secret',
    previewSecret: env.PREVIEW_SECRET ?? 'dev-preview-secret',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? 'mock-recaptcha-site-key',
    accountServiceEnv: env.ACCOUNT_SERVICE_ENV,
    anyMocked,
    services: resolved,
  }
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
  const identity = env.services.identity
  // SPEC §5: plain http to the identity service sends passwords and tokens in the clear.
  if (!identity.mocked && identity.url.startsWith('http:')) {
    lines.push(
      `[env] warning: IDENTITY_URL uses plain http (${identity.url}); use https outside local development`,
    )
  }
  return lines
}
