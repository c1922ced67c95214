import { parse } from 'yaml'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { startMockServerFor } from '#mocks/test-server.ts'
import { strapiHandlers } from '#mocks/strapi.ts'
import { purgeContentCache } from '../content/cache.server.ts'
import { serverEnv } from '../env.server.ts'
import { openApiJsonResponse, openApiYamlResponse } from './openapi.server.ts'

const builds = vi.hoisted(() => ({ count: 0 }))
vi.mock('#domain/pdf-api/openapi.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#domain/pdf-api/openapi.ts')>()
  return {
    ...original,
    buildOpenApi: (...args: Parameters<typeof original.buildOpenApi>) => {
      builds.count += 1
      return original.buildOpenApi(...args)
    },
  }
})

const { strapi } = serverEnv().services
startMockServerFor(strapiHandlers(strapi.url, strapi.key ?? ''))
beforeEach(() => {
  purgeContentCache()
  builds.count = 0
})

describe('/openapi.json and /openapi.yaml', () => {
  it('are built once per content version, not for every request, and say the same', async () => {
    const jsons = await Promise.all([1, 2, 3].map(async () => (await openApiJsonResponse()).text()))
    const yamls = await Promise.all([1, 2, 3].map(async () => (await openApiYamlResponse()).text()))
    expect(builds.count).toBe(1)
    expect(new Set(jsons).size).toBe(1)
    expect(new Set(yamls).size).toBe(1)
    expect(parse(yamls[0] ?? '')).toEqual(JSON.parse(jsons[0] ?? ''))
  })

  it('are built again after a publish purges the content', async () => {
    await openApiYamlResponse()
    purgeContentCache('strapi:')
    const again = await openApiYamlResponse()
    expect(builds.count).toBe(2)
    expect(again.headers.get('content-type')).toBe('application/yaml; charset=utf-8')
    expect(parse(await again.text())).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) })
  })
})
