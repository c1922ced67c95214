import { createElement, type SVGProps } from 'react'

type IconNode = readonly (readonly [string, Record<string, string | number>])[]
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }

/** A label on the icon itself (otherwise lucide marks it aria-hidden). */
const labelled = (props: object) =>
  Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title')

/**
 * What lucide-react's `createLucideIcon` is in the islands' build (vite.islands.config.ts): the same
 * `<svg>` (attributes, `lucide lucide-<name>` classes, aria-hidden unless labelled) for the props this
 * site passes, without lucide's context, prop aliases and stroke arithmetic (1.5 KB gzip on the
 * sign-in path of document pages). The server renders the real one; the two must draw the same.
 */
export default function createLucideIcon(icon: { name: string; size?: number; node: IconNode }) {
  const box = icon.size ?? 24
  return function LucideIcon({ size = 24, className, children, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${icon.name}`, className].filter(Boolean).join(' '),
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  }
}
