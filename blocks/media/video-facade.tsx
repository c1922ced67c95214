import { Play } from 'lucide-react'
import { type MouseEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { CmsImage } from '../shared/cms-image.tsx'
import { brandGlow } from '../shared/decor.ts'

type Props = {
  /** An allow-listed https embed URL (see `embeddableVideo`). */
  embedUrl: string
  title: string
  poster?: { url: string; alternativeText?: string | null; width: number; height: number } | null
}

/** Where the video plays outside the embed: the provider's own page (the link without JavaScript). */
export function watchUrl(embedUrl: string): string {
  const url = new URL(embedUrl)
  const id = url.pathname.split('/').filter(Boolean).pop() ?? ''
  if (url.hostname === 'player.vimeo.com') return `https://vimeo.com/${id}`
  return `https://www.youtube.com/watch?v=${id}`
}

/** What the embedded player may do (the document page's video island gives it the same). */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen'

const providerName = (embedUrl: string) =>
  new URL(embedUrl).hostname === 'player.vimeo.com' ? 'Vimeo' : 'YouTube'

const box = css({
  position: 'relative',
  display: 'block',
  w: 'full',
  aspectRatio: '16 / 9',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
})

/**
 * A poster with a play button: the player (and the provider's cookies and scripts) loads only when
 * the visitor presses play. Without JavaScript the poster is a link to the video's own page, and a
 * text link under it stays as the way to watch when the player cannot load.
 */
export function VideoFacade({ embedUrl, title, poster }: Props) {
  const [playing, setPlaying] = useState(false)
  const provider = providerName(embedUrl)
  const external = watchUrl(embedUrl)

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setPlaying(true)
  }

  const player = new URL(embedUrl)
  player.searchParams.set('autoplay', '1')

  return (
    // On a document page the video island (app/islands/video.island.ts) does what `play` does here.
    <div data-island="video" data-island-visible="" data-player={player.href} data-title={title}>
      {playing ? (
        <iframe src={player.href} title={title} className={box} allow={PLAYER_ALLOW} allowFullScreen />
      ) : (
        <a
          href={external}
          onClick={play}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Play video: ${title}`}
          className={css({
            bgGradient: 'to-br',
            gradientFrom: 'bg.muted',
            gradientTo: 'bg.subtle',
            color: 'fg.default',
            textDecoration: 'none',
            '&:hover [data-play], &:focus-visible [data-play]': { transform: 'scale(1.08)' },
          })}
          data-video-poster=""
        >
          <span className={box}>
            {poster ? (
              <CmsImage
                src={poster.url}
                alt=""
                width={poster.width}
                height={poster.height}
                className={css({
                  position: 'absolute',
                  inset: '0',
                  w: 'full',
                  h: 'full',
                  objectFit: 'cover',
                })}
              />
            ) : (
              <span aria-hidden="true" className={brandGlow} />
            )}
            <span
              className={`${css({
                position: 'absolute',
                inset: '0',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: '4',
                p: '6',
                textAlign: 'center',
              })} ${poster ? css({ bg: 'rgba(0, 0, 0, 0.35)', color: 'white' }) : css({ bg: 'transparent', color: 'fg.default' })}`}
            >
              <span
                data-play=""
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: { base: '16', md: '20' },
                  h: { base: '16', md: '20' },
                  borderRadius: 'full',
                  bg: 'accent.solid',
                  color: 'accent.fg',
                  boxShadow: 'lg',
                  transition: 'transform 150ms ease-out',
                })}
              >
                <Play aria-hidden="true" size={32} fill="currentColor" className={css({ ml: '1' })} />
              </span>
              <span className={css({ fontSize: { base: 'lg', md: '2xl' }, fontWeight: 'bold' })}>
                {title}
              </span>
            </span>
          </span>
        </a>
      )}
      <p className={css({ mt: '2', fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>
        <span data-video-note="">
          {playing ? 'Not playing? ' : `${provider} loads only when you press play. `}
        </span>
        <a
          href={external}
          target="_blank"
          rel="noopener noreferrer"
          className={css({ textDecoration: 'underline' })}
        >
          Watch on {provider}
        </a>
      </p>
    </div>
  )
}
