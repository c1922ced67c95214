import { useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import {
  AUTH_MESSAGES,
  emptySignUpForm,
  interestOptions,
  languageOptions,
  referralOptions,
  signUpSchema,
} from '#server/identity/auth.schema.ts'
import { signUp } from '#server/identity/auth.functions.ts'
import { type BotCheckConfig, getBotToken } from '~/components/forms/bot-check.ts'
import {
  alertStyle,
  visibleErrors,
  focusFirstInvalid,
  inputStyle,
  labelStyle,
} from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'
import { useAuth } from './auth-context.tsx'
import { AuthPanelHeader, panelStyles } from './auth-panel.tsx'
import { PasswordInput } from './password-input.tsx'
import { ProviderButtons } from './provider-buttons.tsx'
import { shuffledWithOtherLast } from './shuffle.ts'
import { updateUserStore } from './user-store.ts'
import { ACCOUNT_PATH } from './sign-in-destination.ts'
import { SupportText } from '~/components/ui/support-text.tsx'

const chipStyle = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  fontSize: 'sm',
  cursor: 'pointer',
  _pressed: { bg: 'accent.solid', borderColor: 'accent.solid', color: 'accent.fg' },
})

/** The sign-up modal's content (docs/product.md#sign-up). */
export function SignUpPanel({ botCheck, providers }: { botCheck: BotCheckConfig; providers: string[] }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const submit = useServerFn(signUp)
  const formRef = useRef<HTMLFormElement>(null)
  const [error, setError] = useState('')
  const [confirmEmail, setConfirmEmail] = useState('')
  // Shuffled once per opening; the panel only ever renders in the browser, so hydration is unaffected.
  const [languages] = useState(() => shuffledWithOtherLast(languageOptions))
  const [referrals] = useState(() => shuffledWithOtherLast(referralOptions))

  const form = useForm({
    defaultValues: emptySignUpForm,
    validators: { onSubmit: signUpSchema, onChangeAsync: signUpSchema, onChangeAsyncDebounceMs: 300 },
    onSubmit: async ({ value, formApi }) => {
      setError('')
      try {
        const botToken = await getBotToken(botCheck, 'signup')
        const result = await submit({ data: { form: value, botToken } })
        if (!result.ok) {
          setError(result.message)
          return
        }
        formApi.reset()
        if ('needsConfirmation' in result) {
          setConfirmEmail(result.email)
          return
        }
        auth.signedIn(result.user)
        updateUserStore({ showTutorial: true })
        auth.closeDialog()
        await navigate({ to: '/apilab/', search: { n: 's' } })
      } catch {
        setError(AUTH_MESSAGES.captcha)
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })
  const shown = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)

  if (confirmEmail) {
    return (
      <>
        <AuthPanelHeader title="Check your inbox" />
        <p role="status" className={`${panelStyles.status} ${css({ mt: '6' })}`}>
          We sent a confirmation link to {confirmEmail}. Open it to activate your account and get your API
          key.
        </p>
      </>
    )
  }

  return (
    <>
      <AuthPanelHeader
        title="Let's get started"
        subtitle="Generate a dedicated API Key by creating an account."
      />
      <div className={css({ mt: '6' })}>
        <ProviderButtons providers={providers} verb="Sign up" />
      </div>
      <form
        ref={formRef}
        noValidate
        aria-label="Sign up"
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
        <form.Field name="name">
          {(field) => (
            <FormField id="sign-up-name" label="Name" messages={shown(field.state.meta)}>
              {(control) => (
                <input
                  {...control}
                  name="name"
                  autoComplete="name"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  className={inputStyle}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <FormField id="sign-up-email" label="Email" messages={shown(field.state.meta)}>
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
            <FormField id="sign-up-password" label="Password" messages={shown(field.state.meta)}>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="new-password"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <form.Field
          name="language"
          listeners={{
            onChange: ({ value }) => {
              if (value !== 'Other') form.setFieldValue('languageOther', '')
            },
          }}
        >
          {(field) => (
            <FormField id="sign-up-language" label="Primary programming language" messages={[]}>
              {(control) => (
                <select
                  {...control}
                  name="language"
                  value={field.state.value}
                  onChange={(event) => {
                    const chosen = languageOptions.find((option) => option === event.target.value)
                    field.handleChange(chosen ?? '')
                  }}
                  className={inputStyle}
                >
                  <option value="">Choose a language (optional)</option>
                  {languages.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.language === 'Other'}>
          {(other) =>
            other ? (
              <form.Field name="languageOther">
                {(field) => (
                  <FormField
                    id="sign-up-language-other"
                    label="Which language?"
                    messages={shown(field.state.meta)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        name="languageOther"
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value)}
                        onBlur={field.handleBlur}
                        className={inputStyle}
                      />
                    )}
                  </FormField>
                )}
              </form.Field>
            ) : null
          }
        </form.Subscribe>
        <form.Field name="tools">
          {(field) => (
            <fieldset>
              <legend className={labelStyle}>Which tools are you interested in?</legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {interestOptions.map((option) => {
                  const selected = field.state.value.includes(option)
                  return (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={selected}
                      className={chipStyle}
                      onClick={() =>
                        field.handleChange(
                          selected
                            ? field.state.value.filter((tool) => tool !== option)
                            : interestOptions.filter(
                                (tool) => tool === option || field.state.value.includes(tool),
                              ),
                        )
                      }
                    >
                      {option}
                    </button>
                  )
                })}
              </div>
            </fieldset>
          )}
        </form.Field>
        <form.Field name="problems">
          {(field) => (
            <FormField
              id="sign-up-problems"
              label="What problems are you trying to solve?"
              messages={shown(field.state.meta)}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="problems"
                  rows={3}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  className={inputStyle}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <form.Field
          name="referral"
          listeners={{
            // Decision 006: a referral other than Other clears its text, whatever the language is.
            onChange: ({ value }) => {
              if (value !== 'Other') form.setFieldValue('referralOther', '')
            },
          }}
        >
          {(field) => (
            <FormField id="sign-up-referral" label="How did you hear about us?" messages={[]}>
              {(control) => (
                <select
                  {...control}
                  name="referral"
                  value={field.state.value}
                  onChange={(event) => {
                    const chosen = referralOptions.find((option) => option === event.target.value)
                    field.handleChange(chosen ?? '')
                  }}
                  className={inputStyle}
                >
                  <option value="">Choose one (optional)</option>
                  {referrals.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.referral === 'Other'}>
          {(other) =>
            other ? (
              <form.Field name="referralOther">
                {(field) => (
                  <FormField
                    id="sign-up-referral-other"
                    label="Where did you hear about us?"
                    messages={shown(field.state.meta)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        name="referralOther"
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value)}
                        onBlur={field.handleBlur}
                        className={inputStyle}
                      />
                    )}
                  </FormField>
                )}
              </form.Field>
            ) : null
          }
        </form.Subscribe>
        <form.Field name="acceptedTos">
          {(field) => (
            <label className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
              <input
                type="checkbox"
                name="acceptedTos"
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
                className={css({ mt: '1', accentColor: 'accent.solid' })}
              />
              <span>
                I agree to the{' '}
                <a href="/termsofservice/" target="_blank" rel="noopener" className={panelStyles.linkButton}>
                  Terms of Service
                </a>
              </span>
            </label>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => [state.values.acceptedTos, state.isSubmitting] as const}>
          {([accepted, isSubmitting]) => (
            <button
              type="submit"
              className={button({ size: 'lg' })}
              disabled={!accepted || isSubmitting}
              aria-busy={isSubmitting}
            >
              Create Account
            </button>
          )}
        </form.Subscribe>
      </form>
      <p className={panelStyles.footer}>
        Have an account already?{' '}
        <button
          type="button"
          className={panelStyles.linkButton}
          onClick={() => auth.openSignIn(ACCOUNT_PATH)}
        >
          Sign in
        </button>
      </p>
    </>
  )
}
