import { describe, expect, it } from 'vitest'
import { describeServices, EnvError, MOCK_GHOST_ADMIN_KEY, parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('mocks every service when no URL is set', () => {
    const env = parseEnv({})
    expect(env.anyMocked).toBe(true)
    expect(Object.values(env.services).every((service) => service.mocked)).toBe(true)
    expect(env.port).toBe(3000)
    expect(describeServices(env)).toContain('[env] strapi: mocked')
  })

  it('makes a service real when its URL and key are set', () => {
    const env = parseEnv({ STRAPI_URL: 'https://cms.example.com/', STRAPI_TOKEN: 'abc' })
    expect(env.services.strapi).toEqual({ mocked: false, url: 'https://cms.example.com', key: 'abc' })
    expect(env.services.ghost.mocked).toBe(true)
  })

  it("requires Ghost's Admin API key in production with a real Ghost, unless draft preview is off", () => {
    const ghost = { GHOST_URL: 'https://blog.example.com', GHOST_CONTENT_KEY: 'abc', NODE_ENV: 'production' }
    expect(() => parseEnv(ghost)).toThrow(/GHOST_ADMIN_KEY: required in production with GHOST_URL/)
    expect(parseEnv({ ...ghost, GHOST_DRAFT_PREVIEW: 'off' }).ghostAdminKey).toBeUndefined()
    const key = `${'a'.repeat(24)}:${'b'.repeat(64)}`
    expect(parseEnv({ ...ghost, GHOST_ADMIN_KEY: key }).ghostAdminKey).toBe(key)
    expect(() => parseEnv({ ...ghost, GHOST_ADMIN_KEY: 'not-a-key' })).toThrow(/GHOST_ADMIN_KEY: must be/)
    // In development a real Ghost without the key only turns the preview off; the mock has its own key.
    expect(parseEnv({ ...ghost, NODE_ENV: 'development' }).ghostAdminKey).toBeUndefined()
    expect(parseEnv({}).ghostAdminKey).toBe(MOCK_GHOST_ADMIN_KEY)
  })

  it('warns when the identity service is reached over plain http', () => {
    const plain = describeServices(parseEnv({ IDENTITY_URL: 'http://id.example.com/.netlify/identity' }))
    expect(plain.at(-1)).toMatch(/warning: IDENTITY_URL uses plain http/)
    const secure = describeServices(parseEnv({ IDENTITY_URL: 'https://id.example.com/.netlify/identity' }))
    expect(secure.some((line) => line.includes('warning'))).toBe(false)
  })

  it('sends HSTS only for an https site, with a configurable value or off', () => {
    expect(parseEnv({ SITE_URL: 'http://localhost:3000' }).hsts).toBeUndefined()
    expect(parseEnv({ SITE_URL: 'https://pdfrest.com' }).hsts).toBe(
      'max-age=63072000; includeSubDomains; preload',
    )
    expect(parseEnv({ SITE_URL: 'https://pdfrest.com', HSTS: 'max-age=300' }).hsts).toBe('max-age=300')
    expect(parseEnv({ SITE_URL: 'https://pdfrest.com', HSTS: 'off' }).hsts).toBeUndefined()
    expect(() => parseEnv({ HSTS: 'max-age=forever' })).toThrow(/HSTS/)
  })

  it('MOCKS=true forces mocks even when URLs are set', () => {
    const env = parseEnv({ MOCKS: 'true', STRAPI_URL: 'https://cms.example.com', STRAPI_TOKEN: 'abc' })
    expect(env.services.strapi.mocked).toBe(true)
  })

  it('MOCKS=false names every missing variable', () => {
    expect(() => parseEnv({ MOCKS: 'false' })).toThrow(EnvError)
    expect(() => parseEnv({ MOCKS: 'false' })).toThrow(/STRAPI_URL: required when MOCKS=false/)
  })

  it('rejects a malformed variable by name', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ STRAPI_URL: 'not a url' })).toThrow(/STRAPI_URL/)
  })

  it('asks for its key when a service is made real', () => {
    expect(() => parseEnv({ STRAPI_URL: 'https://cms.example.com' })).toThrow(/STRAPI_TOKEN/)
  })
})
