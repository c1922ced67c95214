// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalDialog } from '#ui/modal-dialog.tsx'
import { SiteNavigationContext } from '#ui/site-navigation.tsx'
import { AuthContext, type AuthContextValue } from './auth-context.ts'
import { SignInPanel } from './sign-in-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const auth: AuthContextValue = {
  user: null,
  dialog: 'sign-in',
  next: '/account/',
  openSignIn: () => {},
  openSignUp: () => {},
  closeDialog: vi.fn(),
  signedIn: vi.fn(),
  signOut: async () => {},
}
const navigation = { pathname: '/', searchStr: '', href: '/', navigate: vi.fn(), refresh: vi.fn() }

function renderPanel(initialValues?: { email?: string; password?: string }) {
  render(
    <AuthContext value={auth}>
      <SiteNavigationContext value={navigation}>
        <ModalDialog open onClose={() => {}} className="">
          <SignInPanel providers={[]} initialValues={initialValues} />
        </ModalDialog>
      </SiteNavigationContext>
    </AuthContext>,
  )
}
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value

describe('SignInPanel', () => {
  it('starts with what was typed into the server’s form before the island arrived', () => {
    renderPanel({ email: 'jo@example.com', password: 'half-typed' })
    expect(valueOf('Email')).toBe('jo@example.com')
    expect(valueOf('Password')).toBe('half-typed')
  })

  it('starts empty without them', () => {
    renderPanel()
    expect(valueOf('Email')).toBe('')
    expect(valueOf('Password')).toBe('')
  })

  it('posts the fields to the sign-in route, shows its refusal and keeps both values', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      Response.json({ ok: false, message: 'Email or password is incorrect.' }, { status: 200 }),
    )
    vi.stubGlobal('fetch', fetch)
    renderPanel({ email: 'jo@example.com' })
    await userEvent.type(screen.getByLabelText('Password'), 'not-it')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Email or password is incorrect.')
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-in/', expect.objectContaining({ method: 'POST' }))
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'jo@example.com',
      password: 'not-it',
    })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false),
    )
    expect(valueOf('Email')).toBe('jo@example.com')
    expect(valueOf('Password')).toBe('not-it')
    expect(auth.signedIn).not.toHaveBeenCalled()
  })
})
