import { useState } from 'react'
import { css } from 'styled-system/css'
import { AUTH_MESSAGES, type SignInForm as SignInRequest, signInSchema } from '#shared/api/auth.schema.ts'
import { signInAction } from '#shared/api/actions/sign-in.ts'
import { callApi } from '#shared/api/client.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { useAuth } from './auth-context.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { AuthPanelHeader, panelStyles } from './auth-panel.tsx'
import { ProviderButtons } from './provider-buttons.tsx'
import { PasswordResetView } from './password-reset-view.tsx'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { PasswordField } from '~/components/forms/password-field.tsx'
import { EmailField } from '~/components/forms/text-field.tsx'

/**
 * The sign-in modal's content (docs/product.md#sign-in): sign-in form, or the password reset view.
 * `initialValues` and `initialView`: what the visitor typed into the page's frame before the island
 * arrived, and which of its views that was (app/components/auth/pending-frame.tsx).
 */
export function SignInPanel({
  providers,
  initialValues = {},
  initialView = 'sign-in',
}: {
  providers: string[]
  initialValues?: { email?: string; password?: string }
  initialView?: 'sign-in' | 'reset'
}) {
  const [view, setView] = useState(initialView)
  return view === 'reset' ? (
    <PasswordResetView onBack={() => setView('sign-in')} initialValues={{ email: initialValues?.email }} />
  ) : (
    <SignInForm providers={providers} initialValues={initialValues} onForgot={() => setView('reset')} />
  )
}

function SignInForm({
  providers,
  initialValues,
  onForgot,
}: {
  providers: string[]
  initialValues: { email?: string; password?: string }
  onForgot: () => void
}) {
  const auth = useAuth()
  const { navigate, refresh } = useSiteNavigation()
  const [error, setError] = useState('')

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
        initialValues={{ email: initialValues.email ?? '', password: initialValues.password ?? '' }}
        onSubmit={signIn}
        idPrefix="sign-in"
        label="Sign in"
        className={panelStyles.form}
      >
        <FormAlert message={error} />
        <EmailField name="email" label="Email" autoFocus />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <div>
          <button type="button" className={panelStyles.linkButton} onClick={onForgot}>
            Forgot password?
          </button>
        </div>
        <SubmitButton>Sign In</SubmitButton>
      </SchemaForm>
      <p className={panelStyles.footer}>
        Don't have an account?{' '}
        <button type="button" className={panelStyles.linkButton} onClick={auth.openSignUp}>
          Sign up
        </button>
      </p>
    </>
  )
}
