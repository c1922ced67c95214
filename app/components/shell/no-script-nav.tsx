import { css } from 'styled-system/css'
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
