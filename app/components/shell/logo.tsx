import { iconSpriteHref } from '#ui/icons/icon-sprite.gen.ts'

/**
 * The three-colour pdfRest logo, drawn from the site's one cached sprite (ui/icons/site-symbols.ts):
 * every page shows it twice, and its outlines were the largest drawing in each page's HTML.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 132 36" width="132" height="36" role="img" aria-label="pdfRest" className={className}>
      <use href={`${iconSpriteHref}#site-logo`} />
    </svg>
  )
}
