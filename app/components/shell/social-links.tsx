import { iconSpriteHref } from '#ui/icons/icon-sprite.gen.ts'
import type { SiteSymbolName } from '#ui/icons/site-symbols.ts'
import { css } from 'styled-system/css'

/** Each brand's mark is a symbol of the site's sprite (ui/icons/site-symbols.ts). */
const socials: { name: string; href: string; mark: SiteSymbolName }[] = [
  {
    name: 'X',
    mark: 'brand-x',
    href: 'https://x.com/pdfrest',
  },
  {
    name: 'LinkedIn',
    mark: 'brand-linkedin',
    href: 'https://www.linkedin.com/company/pdfrest',
  },
  {
    name: 'Facebook',
    mark: 'brand-facebook',
    href: 'https://www.facebook.com/pdfrest',
  },
  {
    name: 'YouTube',
    mark: 'brand-youtube',
    href: 'https://www.youtube.com/@pdfrest',
  },
  {
    name: 'GitHub',
    mark: 'brand-github',
    href: 'https://github.com/datalogics',
  },
]

export function SocialLinks() {
  return (
    <ul className={css({ display: 'flex', gap: '3' })}>
      {socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              display: 'inline-flex',
              p: '2',
              borderRadius: 'md',
              color: 'fg.muted',
              _hover: { color: 'fg.default', bg: 'bg.muted' },
            })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <use href={`${iconSpriteHref}#${social.mark}`} />
            </svg>
            <span className="sr-only">{social.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
