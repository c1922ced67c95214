import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { ModalDescription, ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'

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
  // While the deletion is sent, nothing closes the confirmation.
  const close = () => {
    if (busy) return
    setOpen(false)
    setError('')
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={button({ variant: 'outline' })}
        onClick={() => setOpen(true)}
      >
        Delete user
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        className={css({
          bg: 'bg.subtle',
          color: 'fg.default',
          p: '8',
          borderRadius: 'xl',
          maxW: 'md',
          w: '90vw',
          _open: { display: 'grid' },
          gap: '4',
        })}
      >
        <ModalTitle className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Delete {email}?</ModalTitle>
        <ModalDescription className={css({ color: 'fg.muted' })}>
          This removes the account of {email} from the identity service. It cannot be undone.
        </ModalDescription>
        {error ? (
          <div role="alert" className={alertStyle}>
            {error}
          </div>
        ) : null}
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <button type="button" className={button({ variant: 'outline' })} disabled={busy} onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            className={button()}
            disabled={busy}
            aria-busy={busy}
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
      </ModalDialog>
    </>
  )
}
