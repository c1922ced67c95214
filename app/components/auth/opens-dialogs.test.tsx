// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGN_UP_TRIGGER } from '#blocks/shared/sign-up-trigger.ts'
import { AuthContext, type AuthContextValue } from './auth-context.ts'
import { OpensDialogs } from './opens-dialogs.tsx'

afterEach(cleanup)

function renderWithAuth() {
  const auth: AuthContextValue = {
    user: null,
    dialog: null,
    next: '/',
    openSignIn: vi.fn(),
    openSignUp: vi.fn(),
    closeDialog: vi.fn(),
    signedIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  render(
    <AuthContext value={auth}>
      <OpensDialogs />
      <button type="button" {...SIGN_UP_TRIGGER}>
        Get Started
      </button>
      <button type="button" data-opens="sign-in">
        <span>Sign In</span>
      </button>
      <button type="button">Annual</button>
    </AuthContext>,
  )
  return auth
}

describe('OpensDialogs', () => {
  it("opens the modal a block's sign-up button names, though the button has no handler of its own", () => {
    const auth = renderWithAuth()
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(auth.openSignUp).toHaveBeenCalledTimes(1)
    expect(auth.openSignIn).not.toHaveBeenCalled()
  })

  it('opens sign-in from a click inside its control, and nothing from any other control', () => {
    const auth = renderWithAuth()
    fireEvent.click(screen.getByText('Sign In'))
    expect(auth.openSignIn).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Annual' }))
    expect(auth.openSignIn).toHaveBeenCalledTimes(1)
    expect(auth.openSignUp).not.toHaveBeenCalled()
  })
})
