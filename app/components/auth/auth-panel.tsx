import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ModalCloseButton, ModalDescription, ModalTitle } from '#ui/modal-dialog.tsx'

export const panelStyles = {
  form: css({ display: 'grid', gap: '4', mt: '6' }),
  linkButton: css({
    color: 'accent.emphasized',
    textDecoration: 'underline',
    cursor: 'pointer',
    fontWeight: 'medium',
    _hover: { textDecoration: 'none' },
  }),
  footer: css({ mt: '5', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' }),
  status: css({ p: '4', borderRadius: 'md', bg: 'bg.muted', color: 'fg.default' }),
}

/** Title, subtitle and close button shared by the sign-in, reset and sign-up views. */
export function AuthPanelHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '4' })}>
      <div className={css({ flex: '1' })}>
        <ModalTitle className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</ModalTitle>
        {subtitle ? (
          <ModalDescription className={css({ mt: '1', color: 'fg.muted' })}>{subtitle}</ModalDescription>
        ) : null}
      </div>
      <ModalCloseButton>
        <X aria-hidden="true" size={20} />
      </ModalCloseButton>
    </div>
  )
}
