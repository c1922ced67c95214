import { createElement, type SVGProps } from 'react'
import { iconSpriteHref } from './icon-sprite.gen.ts'

type IconData = { name: string; size?: number }
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'color'> & {
  size?: number | string
  color?: string
  strokeWidth?: number | string
  absoluteStrokeWidth?: boolean
}

/** A label on the icon itself (otherwise lucide marks it aria-hidden). */
const labelled = (props: object) =>
  Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title')

/**
 * What lucide-react's `createLucideIcon` is in every build (vite-plugin.ts swaps it in): lucide's
 * `<svg>` (size, stroke width, aria-hidden unless labelled), whose drawing is a `<use>` of the site's
 * one cached sprite (scripts/icon-sprite.ts) instead of the icon's paths inline. The paint every
 * lucide icon shares is said once on its symbol (lucide-paint.ts), not on each `<svg>`; a colour
 * given as a prop reaches the symbol's `currentColor` through the `color` attribute. No
 * `lucide lucide-<name>` classes: nothing styles them, and the `<use>` already names the icon.
 */
export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24
  function LucideIcon({
    size = 24,
    color,
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        className,
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      createElement('use', { href: `${iconSpriteHref}#${icon.name}` }),
      children,
    )
  }
  LucideIcon.displayName = icon.name
  return LucideIcon
}
