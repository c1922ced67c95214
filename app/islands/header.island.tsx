import { Header } from '~/components/shell/header.tsx'
import { showHeader, startVisitorRoot } from './visitor-root.tsx'

/**
 * The header of a document page: mega-menu, search, mobile panel and account menu, drawn through the
 * visitor root (visitor-root.tsx), which holds who is signed in (GET /api/session/, never from the
 * cacheable HTML; the session token stays in its HttpOnly cookie), the modals and the toasts.
 */
export async function mount(container: HTMLElement): Promise<void> {
  const { shell, user } = await startVisitorRoot()
  // The account menu's code comes with the island only for a signed-in visitor.
  const AccountMenu = user ? (await import('~/components/auth/account-menu.tsx')).AccountMenu : undefined
  showHeader({
    container,
    header: (
      <Header
        layout={{ global: { nav: shell.nav, api_tool_buckets: shell.buckets } }}
        accountMenu={AccountMenu}
      />
    ),
  })
}
