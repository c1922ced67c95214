import { iconDrawings } from './icon-drawings.gen.ts'

/**
 * An icon's markup for a place without the site's sprite (an SVG file shown as an image, the CMS
 * admin on another origin): its `<use>` of the sprite replaced by the icon's own shapes.
 */
export function standaloneIcon(markup: string): string {
  return markup.replace(
    /<use href="[^"#]*#([a-z0-9-]+)"><\/use>/,
    (_, name: string) => iconDrawings[name] ?? '',
  )
}
