import { useState } from 'react'
import type { AuthFlash } from '#shared/api/auth-modal.schema.ts'
import { css } from 'styled-system/css'
import { AUTH_MESSAGES, type SignInForm as SignInRequest, signInSchema } from '#shared/api/auth.schema.ts'
import { signInAction } from '#shared/api/actions/sign-in.ts'
import { callApi } from '#shared/api/client.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { useAuth } from './auth-context.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { AuthPanelHeader, panelStyles, useAuthLinks, ViewSwitch } from './auth-panel.tsx'
import { ProviderButtons } from './provider-buttons.tsx'
import { PasswordResetView } from './password-reset-view.tsx'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { PasswordField } from '~/components/forms/password-field.tsx'
import { EmailField } from '~/components/forms/text-field.tsx'

/**
 * The sign-in modal's content (docs/product.md#sign-in): sign-in form, or the password reset view.
 * The server renders it too, and without JavaScript it is the form itself: it posts to the form-post
 * routes, which come back to the page's `?auth=` address with `flash`, the answer to show.
 */
export function SignInPanel({
  providers,
  initialView = 'sign-in',
  flash,
}: {
  providers: string[]
  initialView?: 'sign-in' | 'reset'
  flash?: AuthFlash
}) {
  const [view, setView] = useState(initialView)
  return view === 'reset' ? (
    <PasswordResetView
      onBack={() => setView('sign-in')}
      flash={flash?.form === 'recovery' ? flash : undefined}
    />
  ) : (
    <SignInForm
      providers={providers}
      flash={flash?.form === 'sign-in' ? flash : undefined}
      onForgot={() => setView('reset')}
    />
  )
}

function SignInForm({
  providers,
  flash,
  onForgot,
}: {
  providers: string[]
  flash: AuthFlash | undefined
  onForgot: () => void
}) {
  const auth = useAuth()
  const { navigate, refresh } = useSiteNavigation()
  const links = useAuthLinks()
  const [error, setError] = useState(flash && !flash.ok ? flash.message : '')
  // After a refused post the email is kept: the password is what to type again, unless the email was at fault.
  const focusPassword = Boolean(flash?.email) && flash?.field !== 'email'

  const signIn = async (value: SignInRequest) => {
    setError('')
    try {
      const result = await callApi(signInAction, value)
      if (!result.ok) {
        setError(result.message)
        return
      }
      auth.signedIn(result.user)
      auth.closeDialog()
      await navigate(auth.next)
      // Staying on the page: its data (plan buttons, the lab's key) is reloaded for the signed-in visitor.
      if (auth.next !== ACCOUNT_PATH) await refresh()
    } catch {
      setError(AUTH_MESSAGES.unavailable)
    }
  }

  return (
    <>
      <AuthPanelHeader title="Welcome back!" subtitle="Sign in to your account." />
      <div className={css({ mt: '6' })}>
        <ProviderButtons providers={providers} />
      </div>
      <SchemaForm
        schema={signInSchema}
        initialValues={{ email: flash?.email ?? '', password: '' }}
        onSubmit={signIn}
        idPrefix="sign-in"
        label="Sign in"
        action="/api/auth/sign-in/"
        className={panelStyles.form}
      >
        <input type="hidden" name="return_to" value={auth.next} />
        <FormAlert message={error} />
        <EmailField name="email" label="Email" autoFocus={!focusPassword} />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          autoFocus={focusPassword}
        />
        <div>
          <ViewSwitch href={links.view('recovery')} onSwitch={onForgot}>
            Forgot password?
          </ViewSwitch>
        </div>
        <SubmitButton>Sign In</SubmitButton>
      </SchemaForm>
      <p className={panelStyles.footer}>
        Don't have an account?{' '}
        <ViewSwitch href={links.view('sign-up')} onSwitch={auth.openSignUp}>
          Sign up
        </ViewSwitch>
      </p>
    </>
  )
}
