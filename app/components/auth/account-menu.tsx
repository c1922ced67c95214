import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { ChevronDown } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { ACCOUNT_CONTROL } from '~/components/shell/account-control.ts'

const itemStyle = css({
  px: '3',
  py: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.muted' },
})

/** The Account dropdown (docs/product.md#shell): "Signed in as" and the email, Account Settings, Sign Out. */
export type AccountMenuProps = {
  user: PublicUser
  onSignOut: () => void
  /** Opens at once: the visitor clicked its placeholder while its code was loading. */
  defaultOpen?: boolean
}

export function AccountMenu({ user, onSignOut, defaultOpen = false }: AccountMenuProps) {
  const { navigate } = useSiteNavigation()
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(details) => {
        if (details.value === 'account') void navigate('/account/')
        if (details.value === 'admin') void navigate('/admin/users/')
        if (details.value === 'sign-out') onSignOut()
      }}
    >
      <Menu.Trigger className={button({ variant: 'ghost', size: 'sm' })} {...ACCOUNT_CONTROL}>
        Account <ChevronDown aria-hidden="true" size={16} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            className={css({
              bg: 'bg.subtle',
              color: 'fg.default',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
              p: '2',
              minW: '14rem',
              boxShadow: 'lg',
              zIndex: 'dropdown',
              outline: 'none',
            })}
          >
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>
                Signed in as
                <span className={css({ display: 'block', color: 'fg.default', fontWeight: 'medium' })}>
                  {user.email}
                </span>
              </Menu.ItemGroupLabel>
              <Menu.Item value="account" className={itemStyle}>
                Account Settings
              </Menu.Item>
              {user.isAdmin ? (
                <Menu.Item value="admin" className={itemStyle}>
                  User administration
                </Menu.Item>
              ) : null}
              <Menu.Item value="sign-out" className={itemStyle}>
                Sign Out
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
