import { createElement, type SVGProps } from 'react'
import { iconSpriteHref } from './icon-sprite.gen.ts'

type IconData = { name: string; size?: number; aliases?: readonly unknown[] }
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
 * What lucide-react's `createLucideIcon` is in every build (vite-plugin.ts swaps it in): the same
 * `<svg>` as lucide's (size, stroke, `lucide lucide-<name>` classes, aria-hidden unless labelled),
 * whose drawing is a `<use>` of the site's one cached sprite (scripts/icon-sprite.ts) instead of the
 * icon's paths inline. The stroke attributes on the `<svg>` reach the symbol's shapes by inheritance.
 */
export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24
  const aliases = (icon.aliases ?? []).filter(
    (alias): alias is string => typeof alias === 'string' && alias !== '',
  )
  const iconClasses = ['lucide', `lucide-${icon.name}`, ...aliases.map((alias) => `lucide-${alias}`)]
  function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...iconClasses, className].filter(Boolean).join(' '),
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
