import { css } from 'styled-system/css'
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
      <div
        className={css({
          position: 'absolute',
          inset: '0',
          bgImage:
            'radial-gradient(circle at 35% 40%, rgba(209, 64, 65, 0.3), transparent 55%), radial-gradient(circle at 70% 70%, rgba(97, 76, 180, 0.3), transparent 55%)',
          filter: 'blur(10px)',
        })}
      />
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
      <span
        className={css({
          position: 'absolute',
          bottom: '6',
          right: '10%',
          px: '3',
          py: '1.5',
          borderRadius: 'full',
          fontSize: 'xs',
          fontWeight: 'semibold',
          bg: 'bg.subtle',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'md',
        })}
      >
        {bucket}
      </span>
    </div>
  )
}
