// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalDialog } from '#ui/modal-dialog.tsx'
import { SiteNavigationContext } from '#ui/site-navigation.tsx'
import { AuthContext, type AuthContextValue } from './auth-context.ts'
import { SignInPanel } from './sign-in-panel.tsx'
import type { AuthFlash } from '#shared/api/auth-modal.schema.ts'

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

function renderPanel(flash?: AuthFlash) {
  render(
    <AuthContext value={auth}>
      <SiteNavigationContext value={navigation}>
        <ModalDialog open onClose={() => {}} className="">
          <SignInPanel providers={[]} flash={flash} />
        </ModalDialog>
      </SiteNavigationContext>
    </AuthContext>,
  )
}
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value

describe('SignInPanel', () => {
  it('shows the answer of the form post that came back to it, with the email kept', () => {
    renderPanel({ form: 'sign-in', ok: false, message: 'password invalid', email: 'jo@example.com' })
    expect(screen.getByRole('alert').textContent).toBe('password invalid')
    expect(valueOf('Email')).toBe('jo@example.com')
    expect(valueOf('Password')).toBe('')
  })

  it('is the form without JavaScript: it posts to the sign-in route, back to where the sign-in goes', () => {
    renderPanel()
    const form = screen.getByRole('form', { name: 'Sign in' })
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/auth/sign-in/')
    expect(form.querySelector<HTMLInputElement>('[name="return_to"]')?.value).toBe('/account/')
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
    renderPanel()
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com')
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
