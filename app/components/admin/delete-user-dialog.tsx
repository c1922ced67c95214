import { Dialog } from '@ark-ui/react/dialog'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { DialogLayer } from '#ui/dialog-layer.tsx'

/** Deleting a user needs a confirmation that names them. */
export function DeleteUserDialog({
  email,
  onDelete,
}: {
  email: string
  onDelete: () => Promise<{ ok: true } | { ok: false; message: string }>
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (busy ? undefined : setOpen(details.open))}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className={button({ variant: 'outline' })}>Delete user</Dialog.Trigger>
      <DialogLayer>
        <Dialog.Content
          className={css({
            bg: 'bg.subtle',
            color: 'fg.default',
            p: '8',
            borderRadius: 'xl',
            maxW: 'md',
            w: '90vw',
            display: 'grid',
            gap: '4',
          })}
        >
          <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Delete {email}?</Dialog.Title>
          <Dialog.Description className={css({ color: 'fg.muted' })}>
            This removes the account of {email} from the identity service. It cannot be undone.
          </Dialog.Description>
          {error ? (
            <div role="alert" className={alertStyle}>
              {error}
            </div>
          ) : null}
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <Dialog.CloseTrigger className={button({ variant: 'outline' })} disabled={busy}>
              Cancel
            </Dialog.CloseTrigger>
            <button
              type="button"
              className={button()}
              disabled={busy}
              onClick={async () => {
                setBusy(true)
                setError('')
                const result = await onDelete().catch(() => ({
                  ok: false as const,
                  message: 'The user could not be deleted.',
                }))
                setBusy(false)
                if (!result.ok) setError(result.message)
              }}
            >
              Delete {email}
            </button>
          </div>
        </Dialog.Content>
      </DialogLayer>
    </Dialog.Root>
  )
}
