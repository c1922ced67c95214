import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { purgeContentCache } from './cache.server.ts'
import { findLegacyTutorialRedirect } from './legacy-tutorials.server.ts'

const { ghost } = serverEnv().services
startMockServerFor(ghostHandlers(ghost.url, ghost.key ?? ''))
beforeEach(() => {
  purgeContentCache()
})

describe('legacy tutorial paths', () => {
  it('land on the tutorial in the requested language', async () => {
    expect(await findLegacyTutorialRedirect('/tutorials/redaction/php/')).toBe(
      '/learning/tutorials/how-to-redact-pdfs-with-php/',
    )
    expect(await findLegacyTutorialRedirect('/tutorials/pdf-to-markdown/nodejs/')).toBe(
      '/learning/tutorials/convert-pdf-to-markdown-with-nodejs/',
    )
  })

  it('fall back to the topic, then to the tutorial list', async () => {
    expect(await findLegacyTutorialRedirect('/tutorials/redaction/rust/')).toMatch(
      /^\/learning\/tutorials\/how-to-redact-pdfs-with-/,
    )
    expect(await findLegacyTutorialRedirect('/tutorials/crop-and-resize/java/')).toMatch(
      /^\/learning\/tutorials\/crop-and-resize/,
    )
    mockControls().ghost = 'down'
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await findLegacyTutorialRedirect('/tutorials/digital-signing/python/')).toBe(
      '/learning/tutorials/',
    )
  })

  it('ignore other paths', async () => {
    expect(await findLegacyTutorialRedirect('/tutorials/unknown-topic/')).toBeUndefined()
    expect(await findLegacyTutorialRedirect('/learning/tutorials/x/')).toBeUndefined()
  })
})
