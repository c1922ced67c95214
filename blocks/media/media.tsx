import { css } from 'styled-system/css'
import { CmsImage } from '../shared/cms-image.tsx'
import { safeHref } from '#ui/safe-href.ts'
import { Section } from '../shared/section.tsx'
import type { MediaBlock } from './schema.ts'
import { VideoFacade } from './video-facade.tsx'

const embedHosts = new Set(['www.youtube-nocookie.com', 'player.vimeo.com'])

/** Only https embeds from allow-listed players become iframes; anything else is a plain link. */
export function embeddableVideo(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && embedHosts.has(parsed.hostname) ? parsed.href : undefined
  } catch {
    return undefined
  }
}

export function Media({ block }: { block: MediaBlock }) {
  const embed = block.kind === 'video' ? embeddableVideo(block.video_url) : undefined
  return (
    <Section>
      <figure className={css({ maxW: '4xl', mx: 'auto' })}>
        {block.kind === 'image' ? (
          <CmsImage
            src={block.image.url}
            alt={block.decorative ? '' : block.image.alternativeText || block.caption || ''}
            width={block.image.width}
            height={block.image.height}
            className={css({ w: 'full', h: 'auto', borderRadius: 'lg' })}
          />
        ) : embed ? (
          <VideoFacade embedUrl={embed} title={block.title} poster={block.poster} />
        ) : (
          <a href={safeHref(block.video_url)} rel="noopener noreferrer" target="_blank">
            {block.title}
          </a>
        )}
        {block.caption ? (
          <figcaption className={css({ mt: '3', color: 'fg.muted', textAlign: 'center', fontSize: 'sm' })}>
            {block.caption}
          </figcaption>
        ) : null}
      </figure>
    </Section>
  )
}
