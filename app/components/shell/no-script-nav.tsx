import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ApiToolBucket, NavLink } from '#shared/content/global.schema.ts'
import { LinksPanel, ToolsPanel } from './mega-menu.tsx'
import { otherNavLinks } from '#domain/navigation/nav-links.ts'
import { navTrigger, sheetPanel } from './nav-styles.ts'

/**
 * The header's navigation for a browser that runs no JavaScript, on a document page: a disclosure
 * (details/summary) with every tool and link, in <noscript> so that browsers that run scripts pay
 * no element for it (their menus are the header island's). The controls that need scripts hide.
 */
export function NoScriptNav({ buckets, nav }: { buckets: ApiToolBucket[]; nav: NavLink[] }) {
  return (
    <noscript>
      <style>{'[data-needs-script]{display:none!important}'}</style>
      <details className={css({ position: 'relative' })}>
        <summary className={navTrigger}>Menu</summary>
        <nav aria-label="Main" className={sheetPanel}>
          <ToolsPanel buckets={buckets} layout="sheet" />
          {otherNavLinks(nav).map((link) =>
            link.children.length > 0 ? (
              <LinksPanel key={link.label} links={link.children} />
            ) : (
              <LinksPanel key={link.label} links={[{ ...link, description: '' }]} />
            ),
          )}
        </nav>
      </details>
    </noscript>
  )
}

/**
 * Sign In and Get Started for a browser that runs no JavaScript: the page's own address with its modal
 * open (`?auth=…`), which the server renders (document-mode.tsx). Sign-in and recovery post as forms;
 * sign-up says it needs JavaScript.
 */
export function NoScriptAccountLinks() {
  return (
    <noscript>
      <span className={css({ display: 'flex', gap: '2', alignItems: 'center', whiteSpace: 'nowrap' })}>
        <a href="?auth=sign-in" className={button({ variant: 'ghost', size: 'sm' })}>
          Sign In
        </a>
        {/* On a phone the sign-in modal leads to sign-up. */}
        <a
          href="?auth=sign-up"
          className={`${button({ size: 'sm' })} ${css({ display: { base: 'none', sm: 'inline-flex' } })}`}
        >
          Get Started
        </a>
      </span>
    </noscript>
  )
}

/** Without script the search button cannot open the palette: this link leads to the results page. */
export function NoScriptSearchLink() {
  return (
    <noscript>
      <a href="/search/" className={button({ variant: 'ghost', size: 'sm' })}>
        Search
      </a>
    </noscript>
  )
}
