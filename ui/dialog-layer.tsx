import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const placements = {
  center: css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', zIndex: 'modal' }),
  end: css({ position: 'fixed', inset: '0', display: 'flex', justifyContent: 'flex-end', zIndex: 'modal' }),
}

/** The portal, dimmed backdrop and positioner every dialog shares; `end` makes a slide-over. */
export function DialogLayer({
  placement = 'center',
  children,
}: {
  placement?: keyof typeof placements
  children: ReactNode
}) {
  return (
    <Portal>
      <Dialog.Backdrop
        className={css({ position: 'fixed', inset: '0', bg: 'black/60', zIndex: 'overlay' })}
      />
      <Dialog.Positioner className={placements[placement]}>{children}</Dialog.Positioner>
    </Portal>
  )
}
