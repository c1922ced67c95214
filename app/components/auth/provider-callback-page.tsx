import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { finishProviderSignInAction } from '#shared/api/actions/provider-sign-in.ts'
import { callApi } from '#shared/api/client.ts'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { useAuth } from './auth-context.ts'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { SupportText } from '#ui/support-text.tsx'

type Fragment =
  { state: string; accessToken: string; refreshToken: string; expiresIn: number } | { error: string }

/**
 * Reads GoTrue's implicit-flow fragment (tokens, or an error with its description) and the state
 * this site put in the return address, which the server matches against this browser's cookie.
 */
export function readProviderFragment(hash: string, search = ''): Fragment | null {
  const state = new URLSearchParams(search).get('state') ?? ''
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const error = params.get('error_description') ?? params.get('error')
  if (error) return { error }
  const accessToken = params.get('access_token')
  const refreshToken = params.get('refresh_token')
  const expiresIn = Number(params.get('expires_in'))
  if (!accessToken || !refreshToken || !Number.isFinite(expiresIn) || expiresIn <= 0) return null
  return { state, accessToken, refreshToken, expiresIn }
}

/** `/auth/callback/`: the provider's return. The tokens leave the page for the session cookie at once. */
export function ProviderCallbackPage() {
  const auth = useAuth()
  // Client-only route: read the fragment and state once, then wipe both from the address bar and history.
  const [fragment] = useState(() => readProviderFragment(window.location.hash, window.location.search))
  const [error, setError] = useState(() =>
    fragment === null ? 'Nothing to sign in with here.' : 'error' in fragment ? fragment.error : '',
  )
  const started = useRef(false)
  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname)
    if (started.current || !fragment || 'error' in fragment) return
    started.current = true
    callApi(finishProviderSignInAction, fragment)
      .then((result) => {
        if (!result.ok) {
          setError(result.message)
          return
        }
        auth.signedIn(result.user)
        // A full load: the callback page never stays in history, and the shell renders signed in.
        window.location.replace('/account/')
      })
      .catch(() => setError('The sign-in with your provider did not work. Please try again.'))
  }, [auth, fragment])
  return (
    <section
      className={css({
        maxW: 'lg',
        mx: 'auto',
        px: '6',
        py: '16',
        display: 'grid',
        gap: '4',
        justifyItems: 'start',
      })}
    >
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Signing you in</h1>
      {error ? (
        <>
          <div role="alert" className={alertStyle}>
            <SupportText text={error} />
          </div>
          <button type="button" className={button()} onClick={() => auth.openSignIn(ACCOUNT_PATH)}>
            Sign In
          </button>
        </>
      ) : (
        <p role="status" className={css({ color: 'fg.muted' })}>
          One moment…
        </p>
      )}
    </section>
  )
}
