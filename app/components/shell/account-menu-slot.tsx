import { ChevronDown } from 'lucide-react'
import { type ComponentType, type KeyboardEvent, useState } from 'react'
import { button } from 'styled-system/recipes'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import type { AccountMenuProps } from '~/components/auth/account-menu.tsx'
import { ACCOUNT_CONTROL } from './account-control.ts'

type Menu = ComponentType<AccountMenuProps>

async function loadAccountMenu(): Promise<Menu | undefined> {
  try {
    return (await import('~/components/auth/account-menu.tsx')).AccountMenu
  } catch {
    // A chunk gone with a new deploy: the build watcher reloads the page (vite:preloadError).
    return undefined
  }
}

/** The keys that open a menu from its button (WAI-ARIA menu button); Enter and Space arrive as a click. */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * The signed-in visitor's Account control. The menu itself (Ark's state machine, its positioning and
 * portal) is drawn only once the visitor reaches for it: until then a button that looks the same holds
 * its place, so the page's first render carries none of it. Pointing at the button or focusing it
 * fetches the menu's code; a click, Enter, Space or an arrow key opens the menu as soon as the code is
 * here, and the menu then takes the focus as Ark's menu does.
 */
export function AccountMenuSlot({
  user,
  onSignOut,
  menu,
}: {
  user: PublicUser
  onSignOut: () => void
  /** The menu, already loaded (the header island brings it for a visitor signed in on arrival). */
  menu?: Menu
}) {
  const [LoadedMenu, setLoadedMenu] = useState<Menu | undefined>(() => menu)
  const [asked, setAsked] = useState(false)

  const fetchMenu = () => {
    if (LoadedMenu) return
    void loadAccountMenu().then((loaded) => {
      if (loaded) setLoadedMenu(() => loaded)
    })
  }
  const open = () => {
    setAsked(true)
    fetchMenu()
  }

  if (asked && LoadedMenu) return <LoadedMenu user={user} onSignOut={onSignOut} defaultOpen />
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={button({ variant: 'ghost', size: 'sm' })}
      {...ACCOUNT_CONTROL}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return
        event.preventDefault()
        open()
      }}
    >
      Account <ChevronDown aria-hidden="true" size={16} />
    </button>
  )
}
