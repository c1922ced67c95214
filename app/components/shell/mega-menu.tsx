import {
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
} from 'react'
import { css } from 'styled-system/css'
import type { ApiToolBucket, NavLink } from '#shared/content/global.schema.ts'
import { AppLink } from '#ui/app-link.tsx'
import { ProBadge } from '#ui/pro-badge.tsx'
import { CLOSE_KEY } from '#ui/keyboard-shortcuts.ts'
import { NEEDS_SCRIPT } from './needs-script.ts'
import {
  bucketHref,
  otherNavLinks,
  toolHref,
  toolsByRank,
  withTrailingSlash,
} from '#domain/navigation/nav-links.ts'
import { dropdownPanel, navTrigger } from './nav-styles.ts'

const panelLinkStyle = css({
  display: 'block',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
})

const toolColumns = {
  // Four buckets side by side under the desktop trigger.
  dropdown: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(11rem, 1fr))',
    gap: '5',
    w: 'max-content',
    maxW: '90vw',
  }),
  // As many columns as the sheet's width holds, down to one on a narrow phone, with long names wrapping.
  sheet: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
    gap: '5',
    minW: '0',
  }),
}

export function ToolsPanel({
  buckets,
  layout = 'dropdown',
}: {
  buckets: ApiToolBucket[]
  layout?: keyof typeof toolColumns
}) {
  return (
    <div className={toolColumns[layout]}>
      {buckets.map((bucket) => (
        <div key={bucket.name}>
          <AppLink
            href={bucketHref(bucket.name)}
            className={css({ fontWeight: 'bold', color: 'accent.default', textDecoration: 'none' })}
          >
            {bucket.name}
          </AppLink>
          <ul className={css({ mt: '2', fontSize: 'sm' })}>
            {toolsByRank(bucket.api_tools).map((tool) => (
              <li key={tool.slug}>
                <AppLink href={toolHref(tool.slug)} className={panelLinkStyle}>
                  {tool.name}
                  {tool.pro_tool ? <ProBadge /> : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

export function LinksPanel({ links }: { links: NavLink['children'] }) {
  return (
    <ul className={css({ display: 'grid', gap: '1', w: '72' })}>
      {links.map((link) => (
        <li key={link.url}>
          <AppLink href={withTrailingSlash(link.url)} className={panelLinkStyle}>
            <span className={css({ display: 'block', fontWeight: 'medium' })}>{link.label}</span>
            {link.description ? (
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                {link.description}
              </span>
            ) : null}
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

/** Hover intent: a pointer passing over a trigger does not open it, nor does a short slip close it. */
const OPEN_DELAY_MS = 150
const CLOSE_DELAY_MS = 300

type MenuItemProps = {
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Render the closed panel's links too (hidden), for the island loader to show on a first click. */
  prerender: boolean
  children: ReactNode
}

/**
 * One disclosure of the navigation (WAI-ARIA disclosure navigation pattern): a button that shows or
 * hides a panel of links. It opens on click, Enter, Space or hover; Escape closes it and gives focus
 * back to its button; it closes when focus or a click lands outside it.
 */
function MenuItem({ label, open, onOpenChange, prerender, children }: MenuItemProps) {
  const panelId = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const hoverOpened = useRef(false)
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(action, ms)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) hoverOpened.current = false
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !itemRef.current?.contains(event.target)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onOpenChange])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== CLOSE_KEY || !open) return
    event.stopPropagation()
    onOpenChange(false)
    triggerRef.current?.focus()
  }
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (open && next instanceof Node && !itemRef.current?.contains(next)) onOpenChange(false)
  }

  return (
    <li
      ref={itemRef}
      className={css({ position: 'relative' })}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return
        // Back over an open item: only cancel its pending close.
        if (open) {
          clearTimeout(timer.current)
          return
        }
        later(() => {
          hoverOpened.current = true
          onOpenChange(true)
        }, OPEN_DELAY_MS)
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return
        // Focus inside the panel (a keyboard user, or a link being opened) keeps it: closing would
        // drop that focus to the page.
        later(() => {
          if (!itemRef.current?.contains(document.activeElement)) onOpenChange(false)
        }, CLOSE_DELAY_MS)
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        className={navTrigger}
        onClick={(event) => {
          clearTimeout(timer.current)
          // A mouse that hovered the panel open and then clicks means "open", not "close".
          const keepOpen = open && hoverOpened.current && event.detail > 0
          hoverOpened.current = false
          if (!keepOpen) onOpenChange(!open)
        }}
      >
        {label}
      </button>
      <div id={panelId} hidden={!open} className={dropdownPanel}>
        {open || prerender ? children : null}
      </div>
    </li>
  )
}

type MegaMenuProps = {
  buckets: ApiToolBucket[]
  nav: NavLink[]
  /** Controlled open item, so the shell can close every panel on route change. */
  value: string
  onValueChange: Dispatch<SetStateAction<string>>
  /**
   * A document page's server HTML: closed panels carry their links (hidden), so the island loader
   * opens one at once on the first click or Enter, before the header island's code has run.
   */
  prerender?: boolean
}

/**
 * The desktop navigation: the API Tools mega-menu and the other links. Built on plain buttons and
 * lists rather than a menu library: it is on every page, and a library's runtime was a tenth of the
 * JavaScript a first visit loads. A panel's links exist only while it is open (closed, they were ~250
 * hidden elements that every page sent, parsed and hydrated).
 */
export function MegaMenu({ buckets, nav, value, onValueChange, prerender = false }: MegaMenuProps) {
  const toggle = (item: string) => (open: boolean) => {
    // An updater: a close timer set while this item was open must not close the item opened since.
    onValueChange((current) => (open ? item : current === item ? '' : current))
  }
  return (
    <nav aria-label="Main" className={css({ display: { base: 'none', md: 'block' } })} {...NEEDS_SCRIPT}>
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <MenuItem
          label="API Tools"
          open={value === 'api-tools'}
          onOpenChange={toggle('api-tools')}
          prerender={prerender}
        >
          <ToolsPanel buckets={buckets} />
        </MenuItem>
        {otherNavLinks(nav).map((link) =>
          link.children.length > 0 ? (
            <MenuItem
              key={link.label}
              label={link.label}
              open={value === link.label}
              onOpenChange={toggle(link.label)}
              prerender={prerender}
            >
              <LinksPanel links={link.children} />
            </MenuItem>
          ) : (
            <li key={link.label}>
              <AppLink href={withTrailingSlash(link.url)} className={navTrigger}>
                {link.label}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
