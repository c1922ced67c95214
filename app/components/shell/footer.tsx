import { css } from 'styled-system/css'
import type { Link } from '#shared/content/global.schema.ts'
import type { LayoutData } from '#server/content/layout.functions.ts'
import { AppLink } from '#ui/app-link.tsx'
import { ColorModeSwitch } from './color-mode-switch.tsx'
import { Logo } from './logo.tsx'
import { bucketHref, bucketsInFooterOrder, withTrailingSlash } from '#domain/navigation/nav-links.ts'
import { SocialLinks } from './social-links.tsx'

export const TRADEMARK_NOTICE =
  'pdfRest is a trademark of Datalogics, Inc. All other trademarks are the property of their respective owners.'

export const legalLinks = [
  { label: 'Data Processing Agreement', url: '/data-processing-agreement/' },
  { label: 'Privacy Policy', url: '/privacypolicy/' },
  { label: 'Terms of Service', url: '/termsofservice/' },
] as const

const linkStyle = css({
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
})

function Column({ heading, links }: { heading: string; links: Pick<Link, 'label' | 'url'>[] }) {
  return (
    <div>
      <h2 className={css({ fontWeight: 'semibold', fontSize: 'md', mb: '3' })}>{heading}</h2>
      <ul className={css({ display: 'grid', gap: '1.5', fontSize: 'sm' })}>
        {links.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            <AppLink href={link.url} className={linkStyle}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The global footer (docs/product.md#shell): four columns, social links, trademark, copyright, legal links. */
export function Footer({ layout }: { layout: LayoutData }) {
  const { global, footerTopics } = layout
  const year = new Date().getFullYear()
  return (
    <footer
      className={css({ mt: '24', borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' })}
    >
      <div className={css({ maxW: 'content', mx: 'auto', px: '6', py: '12' })}>
        <div
          className={css({
            display: 'grid',
            gap: '8',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
          })}
        >
          <Column
            heading="API Tools"
            links={bucketsInFooterOrder(global.api_tool_buckets).map((bucket) => ({
              label: bucket.name,
              url: bucketHref(bucket.name),
            }))}
          />
          <Column
            heading="Learning"
            links={footerTopics.map((topic) => ({
              label: topic.title,
              url: `/learning/${topic.topicSlug}/`,
            }))}
          />
          <Column
            heading="Products"
            links={global.footer_products.map((link) => ({ ...link, url: withTrailingSlash(link.url) }))}
          />
          <Column
            heading="Developers"
            links={global.footer_developers.map((link) => ({ ...link, url: withTrailingSlash(link.url) }))}
          />
        </div>
        <div
          className={css({
            mt: '10',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '6',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <Logo />
          <SocialLinks />
          {/* On a document, live on the first pointer over or focus in it (app/islands/color-mode.island.tsx):
              on a short page the footer is in view at load, and the switch is rarely used. */}
          <div data-island="color-mode">
            <ColorModeSwitch />
          </div>
        </div>
        <p className={css({ mt: '6', fontSize: 'xs', color: 'fg.muted' })}>{TRADEMARK_NOTICE}</p>
        <div
          className={css({
            mt: '3',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <span>© {year} Datalogics, Inc.</span>
          <nav aria-label="Legal">
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
              {legalLinks.map((link) => (
                <li key={link.url}>
                  <AppLink href={link.url} className={linkStyle}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
