import { NavigationMenu } from '@ark-ui/react/navigation-menu'
import { css } from 'styled-system/css'
import type { ApiToolBucket, NavLink } from '#server/content/global.schema.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { ProBadge } from '~/components/ui/pro-badge.tsx'
import { bucketHref, otherNavLinks, toolHref, toolsByRank, withTrailingSlash } from './nav-data.ts'

const triggerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '10',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.default',
  cursor: 'pointer',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[data-state=open]': { bg: 'bg.muted' },
})

const panelStyle = css({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: '0',
  zIndex: 'dropdown',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'xl',
  p: '5',
  '&[hidden]': { display: 'none' },
})

const panelLinkStyle = css({
  display: 'block',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
})

function ToolsPanel({ buckets }: { buckets: ApiToolBucket[] }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(11rem, 1fr))',
        gap: '5',
        w: 'max-content',
        maxW: '90vw',
      })}
    >
      {buckets.map((bucket) => (
        <div key={bucket.name}>
          <NavigationMenu.Link asChild>
            <AppLink
              href={bucketHref(bucket.name)}
              className={css({ fontWeight: 'bold', color: 'accent.default', textDecoration: 'none' })}
            >
              {bucket.name}
            </AppLink>
          </NavigationMenu.Link>
          <ul className={css({ mt: '2', fontSize: 'sm' })}>
            {toolsByRank(bucket.api_tools).map((tool) => (
              <li key={tool.slug}>
                <NavigationMenu.Link asChild>
                  <AppLink href={toolHref(tool.slug)} className={panelLinkStyle}>
                    {tool.name}
                    {tool.pro_tool ? <ProBadge /> : null}
                  </AppLink>
                </NavigationMenu.Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function LinksPanel({ links }: { links: NavLink['children'] }) {
  return (
    <ul className={css({ display: 'grid', gap: '1', w: '72' })}>
      {links.map((link) => (
        <li key={link.url}>
          <NavigationMenu.Link asChild>
            <AppLink href={withTrailingSlash(link.url)} className={panelLinkStyle}>
              <span className={css({ display: 'block', fontWeight: 'medium' })}>{link.label}</span>
              {link.description ? (
                <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                  {link.description}
                </span>
              ) : null}
            </AppLink>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  )
}

type MegaMenuProps = {
  buckets: ApiToolBucket[]
  nav: NavLink[]
  /** Controlled open item, so the shell can close every panel on route change. */
  value: string
  onValueChange: (value: string) => void
}

/**
 * The desktop navigation: the API Tools mega-menu and the other links, opening on hover or keyboard.
 * A panel's links exist only while it is open: closed, they were ~250 hidden elements (a fifth of the
 * HTML) that every page sent, parsed and hydrated. The Content element itself stays mounted, because
 * Ark's `lazyMount` leaves Escape and outside clicks unhandled on a panel mounted late.
 */
export function MegaMenu({ buckets, nav, value, onValueChange }: MegaMenuProps) {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      className={css({ display: { base: 'none', md: 'block' } })}
    >
      <NavigationMenu.List className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <NavigationMenu.Item value="api-tools" className={css({ position: 'relative' })}>
          <NavigationMenu.Trigger className={triggerStyle}>API Tools</NavigationMenu.Trigger>
          <NavigationMenu.Content className={panelStyle}>
            {value === 'api-tools' ? <ToolsPanel buckets={buckets} /> : null}
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {otherNavLinks(nav).map((link) =>
          link.children.length > 0 ? (
            <NavigationMenu.Item
              key={link.label}
              value={link.label}
              className={css({ position: 'relative' })}
            >
              <NavigationMenu.Trigger className={triggerStyle}>{link.label}</NavigationMenu.Trigger>
              <NavigationMenu.Content className={panelStyle}>
                {value === link.label ? <LinksPanel links={link.children} /> : null}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={link.label} value={link.label}>
              <NavigationMenu.Link asChild>
                <AppLink href={withTrailingSlash(link.url)} className={triggerStyle}>
                  {link.label}
                </AppLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
