import { describe, expect, it } from 'vitest'
import {
  describeServices,
  EnvError,
  MOCK_GHOST_ADMIN_KEY,
  mocksExcept,
  parseEnv,
  productionMocksBanner,
  services,
} from './env.server.ts'

/** Outside production, as the dev server and unit tests run: an unset URL means mocked. */
const dev = (source: NodeJS.ProcessEnv) => parseEnv({ NODE_ENV: 'development', ...source })

const secrets = {
  SESSION_SECRET: 'a-session-secret-of-32-bytes-0123',
  REVALIDATE_SECRET: 'a-revalidate-secret',
  PREVIEW_SECRET: 'a-preview-secret',
}
/** Every service configured, as a production deploy has them. */
const allServices = {
  ...Object.fromEntries(
    Object.values(services).flatMap((spec) => [
      [spec.url, 'https://service.example.com'],
      ...(spec.key ? [[spec.key, 'key']] : []),
    ]),
  ),
  GHOST_ADMIN_KEY: MOCK_GHOST_ADMIN_KEY,
  RECAPTCHA_SITE_KEY: 'a-recaptcha-site-key',
}

describe('parseEnv', () => {
  it('mocks every service when no URL is set, outside production', () => {
    const env = dev({})
    expect(env.anyMocked).toBe(true)
    expect(Object.values(env.services).every((service) => service.mocked)).toBe(true)
    expect(env.port).toBe(3000)
    expect(describeServices(env)).toContain('[env] strapi: mocked')
  })

  it('makes a service real when its URL and key are set', () => {
    const env = dev({ STRAPI_URL: 'https://cms.example.com/', STRAPI_TOKEN: 'abc' })
    expect(env.services.strapi).toEqual({ mocked: false, url: 'https://cms.example.com', key: 'abc' })
    expect(env.services.ghost.mocked).toBe(true)
  })

  it("requires Ghost's Admin API key in production with a real Ghost, unless draft preview is off", () => {
    const ghost = {
      ...allServices,
      ...secrets,
      GHOST_URL: 'https://blog.example.com',
      GHOST_CONTENT_KEY: 'abc',
      GHOST_ADMIN_KEY: '',
      NODE_ENV: 'production',
    }
    expect(() => parseEnv(ghost)).toThrow(/GHOST_ADMIN_KEY: required in production with GHOST_URL/)
    expect(parseEnv({ ...ghost, GHOST_DRAFT_PREVIEW: 'off' }).ghostAdminKey).toBeUndefined()
    const key = `${'a'.repeat(24)}:${'b'.repeat(64)}`
    expect(parseEnv({ ...ghost, GHOST_ADMIN_KEY: key }).ghostAdminKey).toBe(key)
    expect(() => parseEnv({ ...ghost, GHOST_ADMIN_KEY: 'not-a-key' })).toThrow(/GHOST_ADMIN_KEY: must be/)
    // In development a real Ghost without the key only turns the preview off; the mock has its own key.
    expect(parseEnv({ ...ghost, NODE_ENV: 'development' }).ghostAdminKey).toBeUndefined()
    expect(dev({}).ghostAdminKey).toBe(MOCK_GHOST_ADMIN_KEY)
  })

  it('warns when the identity service is reached over plain http', () => {
    const plain = describeServices(dev({ IDENTITY_URL: 'http://id.example.com/.netlify/identity' }))
    expect(plain.at(-1)).toMatch(/warning: IDENTITY_URL uses plain http/)
    const secure = describeServices(dev({ IDENTITY_URL: 'https://id.example.com/.netlify/identity' }))
    expect(secure.some((line) => line.includes('warning'))).toBe(false)
  })

  it('sends HSTS only for an https site, with a configurable value or off', () => {
    expect(dev({ SITE_URL: 'http://localhost:3000' }).hsts).toBeUndefined()
    expect(dev({ SITE_URL: 'https://pdfrest.com' }).hsts).toBe('max-age=63072000; includeSubDomains; preload')
    expect(dev({ SITE_URL: 'https://pdfrest.com', HSTS: 'max-age=300' }).hsts).toBe('max-age=300')
    expect(dev({ SITE_URL: 'https://pdfrest.com', HSTS: 'off' }).hsts).toBeUndefined()
    expect(() => dev({ HSTS: 'max-age=forever' })).toThrow(/HSTS/)
  })

  it('MOCKS=true forces mocks even when URLs are set', () => {
    const env = dev({ MOCKS: 'true', STRAPI_URL: 'https://cms.example.com', STRAPI_TOKEN: 'abc' })
    expect(env.services.strapi.mocked).toBe(true)
  })

  it('MOCKS=false names every missing variable', () => {
    expect(() => dev({ MOCKS: 'false' })).toThrow(EnvError)
    expect(() => dev({ MOCKS: 'false' })).toThrow(/STRAPI_URL: required when MOCKS=false/)
  })

  it('rejects a malformed variable by name', () => {
    expect(() => dev({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => dev({ STRAPI_URL: 'not a url' })).toThrow(/STRAPI_URL/)
  })

  it('asks for its key when a service is made real', () => {
    expect(() => dev({ STRAPI_URL: 'https://cms.example.com' })).toThrow(/STRAPI_TOKEN/)
  })

  it('in production, refuses a service without its URL and names every missing variable', () => {
    const half = { ...allServices, NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }
    delete half.SUPPORT_TICKETS_URL
    delete half.SUPPORT_TICKETS_KEY
    let message = ''
    try {
      parseEnv(half)
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      message = error instanceof Error ? error.message : ''
    }
    for (const name of ['SUPPORT_TICKETS_URL', 'SESSION_SECRET', 'REVALIDATE_SECRET', 'PREVIEW_SECRET'])
      expect(message).toContain(`  ${name}: required`)
    expect(message).not.toContain('STRAPI_URL')
    expect(() => parseEnv({ ...half, ...secrets, SUPPORT_TICKETS_URL: 'https://desk.example.com' })).toThrow(
      /SUPPORT_TICKETS_KEY/,
    )
    const whole = parseEnv({ ...allServices, ...secrets, NODE_ENV: 'production' })
    expect(whole.anyMocked).toBe(false)
    expect(productionMocksBanner(whole)).toBeUndefined()
  })

  it('NODE_ENV unset is production: nothing is mocked unless asked for', () => {
    expect(() => parseEnv({})).toThrow(/STRAPI_URL: required in production[\s\S]*SESSION_SECRET: required/)
  })

  it('in production, mocks only with MOCKS, and says so', () => {
    const env = parseEnv({ ...secrets, NODE_ENV: 'production', MOCKS: 'true' })
    expect(env.anyMocked).toBe(true)
    expect(productionMocksBanner(env)).toMatch(/^MOCKED SERVICES IN PRODUCTION \(MOCKS\): strapi, ghost,/)
    expect(productionMocksBanner(dev({}))).toBeUndefined()
  })

  it('requires the three secrets in production whatever is mocked; a session secret of 32 bytes', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', MOCKS: 'true' })).toThrow(
      /SESSION_SECRET: required in production\n {2}REVALIDATE_SECRET: required in production\n {2}PREVIEW_SECRET: required/,
    )
    expect(() => parseEnv({ ...secrets, SESSION_SECRET: 'x'.repeat(31), MOCKS: 'true' })).toThrow(
      /SESSION_SECRET: must be at least 32 bytes/,
    )
    // 16 two-byte characters are 32 bytes.
    expect(parseEnv({ ...secrets, SESSION_SECRET: 'é'.repeat(16), MOCKS: 'true' }).sessionSecret).toBe(
      'é'.repeat(16),
    )
  })

  it('in production, a trusted proxy needs the header it writes named; elsewhere X-Forwarded-For', () => {
    const base = { ...secrets, MOCKS: 'true', TRUSTED_PROXIES: '1' }
    expect(() => parseEnv(base)).toThrow(/FORWARDED_HEADER: required in production with TRUSTED_PROXIES/)
    expect(parseEnv({ ...base, FORWARDED_HEADER: 'forwarded' }).forwardedHeader).toBe('forwarded')
    expect(() => parseEnv({ ...base, FORWARDED_HEADER: 'x-real-ip' })).toThrow(/FORWARDED_HEADER/)
    // Trusting no proxy, no header is read: nothing to name.
    expect(parseEnv({ ...secrets, MOCKS: 'true' }).forwardedHeader).toBe('x-forwarded-for')
    expect(dev({ TRUSTED_PROXIES: 'loopback' }).forwardedHeader).toBe('x-forwarded-for')
  })

  it('the public dev secrets exist only outside production', () => {
    expect(dev({}).previewSecret).toBe('dev-preview-secret')
    expect(dev({}).revalidateSecret).toBe('dev-revalidate-secret')
    const production = parseEnv({ ...secrets, MOCKS: 'true' })
    expect(production.previewSecret).toBe(secrets.PREVIEW_SECRET)
    expect(production.revalidateSecret).toBe(secrets.REVALIDATE_SECRET)
  })

  it('MOCKS may list the services to mock; the others must be configured', () => {
    const env = parseEnv({
      ...secrets,
      MOCKS: mocksExcept('strapi'),
      STRAPI_URL: 'http://127.0.0.1:1337',
      STRAPI_TOKEN: 'token',
    })
    expect(env.services.strapi.mocked).toBe(false)
    expect(env.services.ghost.mocked).toBe(true)
    expect(productionMocksBanner(env)).not.toContain('strapi')
    expect(() => parseEnv({ ...secrets, MOCKS: 'ghost' })).toThrow(
      /STRAPI_URL: required: MOCKS does not list strapi/,
    )
    expect(() => parseEnv({ ...secrets, MOCKS: 'ghost,cms' })).toThrow(
      /MOCKS: must be true, false or a comma-separated list of services \(strapi, ghost/,
    )
  })

  it("requires reCAPTCHA's site key in production with a real reCAPTCHA, never the mock's", () => {
    const real = { ...allServices, ...secrets, NODE_ENV: 'production', RECAPTCHA_SITE_KEY: '' }
    expect(() => parseEnv(real)).toThrow(/RECAPTCHA_SITE_KEY: required in production/)
    expect(parseEnv({ ...real, RECAPTCHA_SITE_KEY: 'site-key' }).recaptchaSiteKey).toBe('site-key')
  })
})
