import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { ModalDescription, ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'
import { SupportText } from '#ui/support-text.tsx'

/** The full-screen confirmation used for plan changes and their cancellation (docs/product.md#plan-changes). */
export function PlanDialogShell({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  confirmLabel: string
  busy: boolean
  error: string
  onConfirm: () => void
  children?: ReactNode
}) {
  return (
    <ModalDialog
      open={open}
      // While the change is sent, nothing closes it: not Escape, not the buttons, not the browser.
      onClose={() => (busy ? undefined : onClose())}
      placement="full"
      className={css({
        bg: 'bg.canvas',
        color: 'fg.default',
        overflowY: 'auto',
        p: { base: '6', md: '12' },
        _open: { display: 'flex' },
        flexDirection: 'column',
        alignItems: 'center',
        // Safe: on a short screen the cards make it taller than the screen, and plain centring would
        // push the title above the top, where no scrolling reaches.
        justifyContent: 'safe center',
        gap: '8',
      })}
    >
      <ModalTitle
        className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', textAlign: 'center' })}
      >
        {title}
      </ModalTitle>
      {children}
      {description ? (
        <ModalDescription className={css({ maxW: '2xl', textAlign: 'center', color: 'fg.muted' })}>
          {description}
        </ModalDescription>
      ) : null}
      {error ? (
        <div role="alert" className={`${alertStyle} ${css({ maxW: '2xl' })}`}>
          <SupportText text={error} />
        </div>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'lg' })}
          onClick={onClose}
          disabled={busy}
        >
          No, take me back
        </button>
        <button
          type="button"
          className={button({ size: 'lg' })}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  )
}
