import { css, cx } from 'styled-system/css'
import { CmsImage } from '../shared/cms-image.tsx'
import { toolIcons } from './tool-icons.ts'

type Props = {
  slug: string
  /** The icon uploaded with the tool in the CMS: shown only when the site has no bundled icon. */
  icon: { url: string } | null | undefined
  size: number
  className?: string
  loading?: 'eager' | 'lazy'
}

/** A tool's icon: inline SVG from the bundled set (decorative, in the accent colour), never a padded image. */
export function ToolIcon({ slug, icon, size, className, loading }: Props) {
  const Icon = Object.hasOwn(toolIcons, slug) ? toolIcons[slug] : undefined
  if (Icon)
    return (
      <Icon
        aria-hidden="true"
        focusable="false"
        size={size}
        strokeWidth={1.75}
        className={cx(css({ color: 'accent.default', flexShrink: 0 }), className)}
      />
    )
  if (!icon) return null
  return (
    <CmsImage
      src={icon.url}
      alt=""
      width={size}
      height={size}
      fixed
      loading={loading}
      className={className}
    />
  )
}
