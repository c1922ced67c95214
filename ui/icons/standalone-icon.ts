import { iconDrawings } from './icon-drawings.gen.ts'
import { lucidePaint } from './lucide-paint.ts'

/**
 * An icon's markup for a place without the site's sprite (an SVG file shown as an image, the CMS
 * admin on another origin): its `<use>` of the sprite replaced by the icon's own shapes, in the
 * paint the sprite's symbol would have given them, and the namespace a file of its own needs (an
 * icon in HTML goes without it).
 */
export function standaloneIcon(markup: string): string {
  return markup
    .replace(/^<svg (?!xmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/<use href="[^"#]*#([a-z0-9-]+)"><\/use>/, (_, name: string) => {
      const shapes = iconDrawings[name]
      return shapes ? `<g ${lucidePaint}>${shapes}</g>` : ''
    })
}
