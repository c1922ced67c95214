// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { embeddableVideo } from './media.tsx'
import { watchUrl } from './video-facade.tsx'
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

  it('shows a poster with a play button and loads the player only on click', async () => {
    await renderEntries([mediaFixtures.video, mediaFixtures.externalVideo])
    // No player, no request to the provider until the visitor asks for it.
    expect(document.querySelector('iframe')).toBeNull()
    const poster = screen.getByRole('link', { name: 'Play video: pdfRest in two minutes' })
    // Without JavaScript the poster is a link to the video's page.
    expect(poster.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE')
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toBeTruthy()

    await userEvent.setup().click(poster)
    const player = screen.getByTitle('pdfRest in two minutes')
    expect(player.tagName).toBe('IFRAME')
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1')
    // A readable way to watch stays when the player cannot load.
    expect(screen.getByText(/Not playing\?/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    )

    expect(screen.getByRole('link', { name: 'Intro video' }).getAttribute('href')).toBe(
      'https://videos.example.com/intro.mp4',
    )
  })

  it('uses a neutral demo video, not a prank', () => {
    expect(mediaFixtures.video.video_url).not.toContain('dQw4w9WgXcQ')
  })

  it('links Vimeo embeds to their Vimeo page', () => {
    expect(watchUrl('https://player.vimeo.com/video/76979871')).toBe('https://vimeo.com/76979871')
  })
})
