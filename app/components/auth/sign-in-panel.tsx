import { useForm } from '@tanstack/react-form'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { AUTH_MESSAGES, signInSchema } from '#server/identity/auth.schema.ts'
import { signIn } from '#server/identity/auth.functions.ts'
import { alertStyle, focusFirstInvalid, inputStyle, visibleErrors } from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'
import { useAuth } from './auth-context.tsx'
import { AuthPanelHeader, panelStyles } from './auth-panel.tsx'
import { PasswordInput } from './password-input.tsx'
import { ProviderButtons } from './provider-buttons.tsx'
import { PasswordResetView } from './password-reset-view.tsx'
import { ACCOUNT_PATH } from './sign-in-destination.ts'
import { SupportText } from '~/components/ui/support-text.tsx'

/** The sign-in modal's content (docs/product.md#sign-in): sign-in form, or the password reset view. */
export function SignInPanel({ providers }: { providers: string[] }) {
  const [view, setView] = useState<'sign-in' | 'reset'>('sign-in')
  return view === 'reset' ? (
    <PasswordResetView onBack={() => setView('sign-in')} />
  ) : (
    <SignInForm providers={providers} onForgot={() => setView('reset')} />
  )
}

function SignInForm({ providers, onForgot }: { providers: string[]; onForgot: () => void }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const router = useRouter()
  const submit = useServerFn(signIn)
  const formRef = useRef<HTMLFormElement>(null)
  const [error, setError] = useState('')

  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: signInSchema, onChangeAsync: signInSchema, onChangeAsyncDebounceMs: 300 },
    onSubmit: async ({ value }) => {
      setError('')
      try {
        const result = await submit({ data: value })
        if (!result.ok) {
          setError(result.message)
          return
        }
        auth.signedIn(result.user)
        auth.closeDialog()
        await navigate({ href: auth.next })
        // Staying on the page: its data (plan buttons, the lab's key) is reloaded for the signed-in visitor.
        if (auth.next !== ACCOUNT_PATH) await router.invalidate()
      } catch {
        setError(AUTH_MESSAGES.unavailable)
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })
  const shown = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)

  return (
    <>
      <AuthPanelHeader title="Welcome back!" subtitle="Sign in to your account." />
      <div className={css({ mt: '6' })}>
        <ProviderButtons providers={providers} />
      </div>
      <form
        ref={formRef}
        noValidate
        aria-label="Sign in"
        className={panelStyles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void submitFresh(form)
        }}
      >
        {error ? (
          <div role="alert" className={alertStyle}>
            <SupportText text={error} />
          </div>
        ) : null}
        <form.Field name="email">
          {(field) => (
            <FormField id="sign-in-email" label="Email" messages={shown(field.state.meta)}>
              {(control) => (
                <input
                  {...control}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  className={inputStyle}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <FormField id="sign-in-password" label="Password" messages={shown(field.state.meta)}>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="current-password"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <div>
          <button type="button" className={panelStyles.linkButton} onClick={onForgot}>
            Forgot password?
          </button>
        </div>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <button
              type="submit"
              className={button({ size: 'lg' })}
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              Sign In
            </button>
          )}
        </form.Subscribe>
      </form>
      <p className={panelStyles.footer}>
        Don't have an account?{' '}
        <button type="button" className={panelStyles.linkButton} onClick={auth.openSignUp}>
          Sign up
        </button>
      </p>
    </>
  )
}
