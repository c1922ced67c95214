// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalCloseButton, ModalDescription, ModalDialog, ModalTitle } from './modal-dialog.tsx'

afterEach(cleanup)

function Confirmation({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <ModalDialog
        open={open}
        onClose={() => (busy ? undefined : setOpen(false))}
        className=""
        placement="full"
      >
        <ModalTitle>Change the plan?</ModalTitle>
        <ModalDescription>It takes effect today.</ModalDescription>
        <ModalCloseButton label="Close the confirmation">×</ModalCloseButton>
      </ModalDialog>
      <output>{open ? 'open' : 'closed'}</output>
    </>
  )
}

const dialogElement = () => {
  const dialog = document.querySelector('dialog')
  if (!dialog) throw new Error('no dialog rendered')
  return dialog
}

/** Closes as the browser does when it will not let a page cancel: `close()`, then the close event. */
function forceClose(dialog: HTMLDialogElement) {
  const closed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }))
  dialog.close()
  return closed
}

describe('ModalDialog', () => {
  it('is named and described by its title and description, and its close button by its label', async () => {
    render(<Confirmation />)
    expect(screen.getByRole('dialog', { name: 'Change the plan?' })).toBeTruthy()
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBe(
      screen.getByText('It takes effect today.').id,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close the confirmation' }))
    expect(screen.getByRole('status').textContent).toBe('closed')
    expect(dialogElement().open).toBe(false)
  })

  it('asks its caller on Escape instead of closing by itself', () => {
    const onClose = vi.fn()
    render(
      <ModalDialog open onClose={onClose} className="">
        <ModalTitle>Search</ModalTitle>
      </ModalDialog>,
    )
    const cancel = new Event('cancel', { cancelable: true })
    act(() => void dialogElement().dispatchEvent(cancel))
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialogElement().open).toBe(true)
  })

  it('stays open when the browser forces a close its caller refuses (a repeated Escape while busy)', async () => {
    render(<Confirmation busy />)
    await act(() => forceClose(dialogElement()))
    expect(screen.getByRole('status').textContent).toBe('open')
    expect(dialogElement().open).toBe(true)
    expect(screen.getByRole('heading', { name: 'Change the plan?' })).toBeTruthy()
  })

  it('closes when the browser closes it and its caller agrees', async () => {
    render(<Confirmation />)
    await act(() => forceClose(dialogElement()))
    expect(screen.getByRole('status').textContent).toBe('closed')
    expect(dialogElement().open).toBe(false)
    expect(document.body.style.overflow).toBe('')
  })
})
