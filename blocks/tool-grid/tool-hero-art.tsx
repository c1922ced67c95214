import { css, cx } from 'styled-system/css'
import { brandGlow, floatingChip } from '../shared/decor.ts'
import { ToolIcon } from './tool-icon.tsx'

/** The right half of a tool page's header: the tool's icon, large, on a lit card. Decorative. */
export function ToolHeroArt({
  slug,
  icon,
  bucket,
}: {
  slug: string
  icon: { url: string } | null | undefined
  bucket: string
}) {
  return (
    <div
      aria-hidden="true"
      className={css({
        display: { base: 'none', lg: 'grid' },
        placeItems: 'center',
        position: 'relative',
        minH: '72',
      })}
    >
      <div className={cx(brandGlow, css({ filter: 'blur(10px)' }))} />
      <div
        className={css({
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          gap: '4',
          w: '56',
          h: '56',
          borderRadius: '3xl',
          bg: 'bg.subtle',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: '2xl',
        })}
      >
        <ToolIcon slug={slug} icon={icon} size={112} />
      </div>
      <span className={cx(floatingChip, css({ bottom: '6', right: '10%' }))}>{bucket}</span>
    </div>
  )
}
