import { Dialog } from '@ark-ui/react/dialog'
import { css } from 'styled-system/css'
import { DialogLayer } from '~/components/ui/dialog-layer.tsx'
import { button } from 'styled-system/recipes'

export type AuthPlaceholderKind = 'sign-in' | 'sign-up'

const titles: Record<AuthPlaceholderKind, string> = {
  'sign-in': 'Welcome back!',
  'sign-up': "Let's get started",
}

/**
 * Until sign-in and sign-up land (identity issue), the header's buttons open this dialog, which
 * says so plainly instead of pretending to work.
 */
export function AuthPlaceholder({
  kind,
  onClose,
}: {
  kind: AuthPlaceholderKind | null
  onClose: () => void
}) {
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <DialogLayer>
        <Dialog.Content
          className={css({
            bg: 'bg.subtle',
            color: 'fg.default',
            p: '8',
            borderRadius: 'xl',
            maxW: 'md',
            w: '90vw',
          })}
        >
          <Dialog.Title className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {kind ? titles[kind] : ''}
          </Dialog.Title>
          <Dialog.Description className={css({ mt: '3', color: 'fg.muted' })}>
            Accounts are not open on this site yet: sign-in and sign-up arrive with the identity release.
          </Dialog.Description>
          <Dialog.CloseTrigger className={`${button({ variant: 'outline' })} ${css({ mt: '6' })}`}>
            Close
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </DialogLayer>
    </Dialog.Root>
  )
}
