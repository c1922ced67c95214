import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { notifySuccess } from '~/components/shell/notify.ts'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { AUTH_MESSAGES } from '#shared/api/auth.schema.ts'
import { acceptInviteAction, newPasswordAction, verifyLinkAction } from '#shared/api/actions/mailed-links.ts'
import { callApi } from '#shared/api/client.ts'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { useAuth } from './auth-context.ts'
import { NewPasswordForm } from './new-password-form.tsx'
import { ProviderButtons } from './provider-buttons.tsx'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { storeChoice, WELCOME_TOUR_KEY } from '#ui/remembered-choice.ts'
import { safeNext } from './sign-in-destination.ts'
import { SupportText } from '#ui/support-text.tsx'

const rootApi = getRouteApi('__root__')

type LinkKind = 'recovery' | 'confirmation' | 'invite'
type State =
  | { step: 'no-link' }
  | { step: 'verifying' }
  | { step: 'choose-password'; kind: 'recovery' }
  | { step: 'choose-password'; kind: 'invite'; token: string }
  | { step: 'failed'; message: string }

/** Reads `#recovery_token=…` (or confirmation/invite) from the fragment, then drops it from the URL. */
export function readLinkToken(hash: string): { kind: LinkKind; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  for (const kind of ['recovery', 'confirmation', 'invite'] as const) {
    const token = params.get(`${kind}_token`)
    if (token) return { kind, token }
  }
  return null
}

/** `/passwordreset/`: recovery links, email confirmations and invite acceptance (docs/product.md#password-reset). */
export function EmailLinkPage() {
  const { providers } = rootApi.useLoaderData()
  const auth = useAuth()
  const navigate = useNavigate()
  // The route renders only in the browser (`ssr: false`): the token lives in the URL fragment.
  const [link] = useState(() => readLinkToken(window.location.hash))
  const [state, setState] = useState<State>(() => {
    if (!link) return { step: 'no-link' }
    if (link.kind === 'invite') return { step: 'choose-password', kind: 'invite', token: link.token }
    return { step: 'verifying' }
  })
  const handled = useRef(false)

  useEffect(() => {
    // The token must not stay in the address bar or the history.
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    }
    if (handled.current || !link || link.kind === 'invite') return
    handled.current = true
    callApi(verifyLinkAction, { token: link.token, type: link.kind === 'recovery' ? 'recovery' : 'signup' })
      .then(async (result) => {
        if (!result.ok) {
          setState({ step: 'failed', message: result.message })
          return
        }
        auth.signedIn(result.user)
        if (link.kind === 'recovery') {
          setState({ step: 'choose-password', kind: 'recovery' })
          return
        }
        void notifySuccess('Your email is confirmed. Welcome to pdfRest!')
        // The page the confirmation link led to (the lab, on the tool the visitor signed up for).
        const landing = safeNext(new URLSearchParams(window.location.search).get('next'))
        if (landing.startsWith('/apilab/')) storeChoice(WELCOME_TOUR_KEY, 'due')
        await navigate({ href: landing })
      })
      .catch(() => setState({ step: 'failed', message: AUTH_MESSAGES.unavailable }))
  }, [auth, link, navigate])

  const heading =
    state.step === 'choose-password' && state.kind === 'invite' ? 'Accept your invitation' : 'Password Reset'

  return (
    <section className={css({ maxW: 'lg', mx: 'auto', px: '6', py: '16' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{heading}</h1>
      {state.step === 'verifying' ? (
        <p role="status" className={css({ mt: '4', color: 'fg.muted' })}>
          Checking your link…
        </p>
      ) : null}
      {state.step === 'no-link' ? (
        <div className={css({ mt: '4', display: 'grid', gap: '4', justifyItems: 'start' })}>
          <p className={css({ color: 'fg.muted' })}>
            Open this page from the link in your recovery email. Need a new link? Choose “Forgot password?” in
            the sign-in window.
          </p>
          <button type="button" className={button()} onClick={() => auth.openSignIn(ACCOUNT_PATH)}>
            Sign In
          </button>
        </div>
      ) : null}
      {state.step === 'failed' ? (
        <div className={css({ mt: '4', display: 'grid', gap: '4', justifyItems: 'start' })}>
          <div role="alert" className={alertStyle}>
            <SupportText text={state.message} />
          </div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => auth.openSignIn(ACCOUNT_PATH)}
          >
            Sign In
          </button>
        </div>
      ) : null}
      {state.step === 'choose-password' ? (
        <>
          <p className={css({ mt: '4', color: 'fg.muted' })}>
            {state.kind === 'invite'
              ? 'Choose a password to finish creating your account.'
              : 'Choose a new password for your account.'}
          </p>
          {state.kind === 'invite' ? (
            <div className={css({ mt: '6' })}>
              <ProviderButtons providers={providers} inviteToken={state.token} verb="Accept" />
            </div>
          ) : null}
          <NewPasswordForm
            submitLabel={state.kind === 'invite' ? 'Create my account' : 'Save new password'}
            onSubmit={async (password) => {
              const result =
                state.kind === 'invite'
                  ? await callApi(acceptInviteAction, { token: state.token, password })
                  : await callApi(newPasswordAction, { password })
              if (!result.ok) return result
              auth.signedIn(result.user)
              void notifySuccess(
                state.kind === 'invite' ? 'Welcome to pdfRest!' : 'Your password has been changed.',
              )
              await navigate({ to: '/account/' })
              return { ok: true }
            }}
          />
        </>
      ) : null}
    </section>
  )
}
