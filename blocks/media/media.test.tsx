// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { embeddableVideo } from './media.tsx'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { mediaBlock } from './schema.ts'
import { brokenMedia, mediaFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('media block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(mediaFixtures)) expect(mediaBlock.parse(fixture).ok).toBe(true)
    expect(mediaBlock.parse(brokenMedia).ok).toBe(false)
  })

  it('embeds video only from allow-listed players over https', () => {
    expect(embeddableVideo('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1')
    expect(embeddableVideo('http://player.vimeo.com/video/1')).toBeUndefined()
    expect(embeddableVideo('https://evil.example/embed')).toBeUndefined()
    expect(embeddableVideo('javascript:alert(1)')).toBeUndefined()
  })

  it('renders an allow-listed video as a titled iframe and any other as a link', async () => {
    await renderEntries([mediaFixtures.video, mediaFixtures.externalVideo])
    expect(screen.getByTitle('pdfRest in two minutes').tagName).toBe('IFRAME')
    expect(screen.getByRole('link', { name: 'Intro video' }).getAttribute('href')).toBe(
      'https://videos.example.com/intro.mp4',
    )
  })
})
