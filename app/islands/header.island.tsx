import { getSessionUser } from '#server/identity/auth.functions.ts'
import { AuthDialogSlot } from '~/components/auth/auth-dialog-slot.tsx'
import { AuthProvider } from '~/components/auth/auth-context.tsx'
import { Header } from '~/components/shell/header.tsx'
import { ToastArea } from '~/components/shell/toast-area.tsx'
import { documentNavigation, SiteNavigationContext } from '#ui/site-navigation.tsx'
import { PublishUser } from './publish-user.tsx'
import { renderIsland } from './render-island.tsx'
import { loadShellData } from './shell-data.ts'
import { SignUpButtons } from './sign-up-buttons.tsx'

/**
 * The header of a document page: mega-menu, search, mobile panel, sign-in and sign-up modals, account
 * menu and toasts. Who is signed in comes from the server when the island loads (GET /api/session/),
 * never from the cacheable HTML; the session token stays in its HttpOnly cookie.
 */
export async function mount(container: HTMLElement): Promise<void> {
  const signedIn = getSessionUser()
  // The account menu's code comes with the island only for a signed-in visitor.
  const accountMenu = signedIn.then(async (user) =>
    user ? (await import('~/components/auth/account-menu.tsx')).AccountMenu : undefined,
  )
  const [shell, user, AccountMenu] = await Promise.all([loadShellData(), signedIn, accountMenu])
  renderIsland(
    container,
    <SiteNavigationContext value={documentNavigation()}>
      <AuthProvider initialUser={user}>
        <Header
          layout={{ global: { nav: shell.nav, api_tool_buckets: shell.buckets } }}
          accountMenu={AccountMenu}
          document
        />
        <AuthDialogSlot botCheck={shell.botCheck} providers={shell.providers} />
        <ToastArea />
        <SignUpButtons page={container.ownerDocument} />
        <PublishUser />
      </AuthProvider>
    </SiteNavigationContext>,
  )
}
