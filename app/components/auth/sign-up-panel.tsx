import { useState } from 'react'
import { css } from 'styled-system/css'
import { AUTH_MESSAGES } from '#shared/api/auth.schema.ts'
import {
  emptySignUpForm,
  interestOptions,
  languageOptions,
  referralOptions,
  type SignUpForm,
  signUpSchema,
} from '#shared/api/sign-up.schema.ts'
import { signUpAction } from '#shared/api/actions/sign-up.ts'
import { callApi } from '#shared/api/client.ts'
import { type BotCheckConfig, getBotToken } from '~/components/forms/bot-check.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { useAuth } from './auth-context.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { AuthPanelHeader, panelStyles, useAuthLinks, ViewSwitch } from './auth-panel.tsx'
import { useHydrated } from '#ui/use-hydrated.ts'
import { NEEDS_SCRIPT } from '~/components/shell/needs-script.ts'
import { ProviderButtons } from './provider-buttons.tsx'
import { shuffledWithOtherLast } from './shuffle.ts'
import { storeChoice, WELCOME_TOUR_KEY } from '#ui/remembered-choice.ts'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { CheckboxField } from '~/components/forms/checkbox-field.tsx'
import { ChipsField } from '~/components/forms/chips-field.tsx'
import { PasswordField } from '~/components/forms/password-field.tsx'
import { SelectField } from '~/components/forms/select-field.tsx'
import { EmailField, TextField } from '~/components/forms/text-field.tsx'
import { TextareaField } from '~/components/forms/textarea-field.tsx'
import { labAfterSignUp, labToolOf } from '#domain/pdf-api/lab-intent.ts'

const styles = {
  loading: css({ mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' }),
  note: css({ mt: '6', p: '4', borderRadius: 'md', bg: 'bg.muted' }),
}

const languageQuestion = {
  label: 'Primary programming language',
  placeholder: 'Choose a language (optional)',
  other: { name: 'languageOther', label: 'Which language?' },
}
// Decision 006: a referral other than Other clears its text, whatever the language is.
const referralQuestion = {
  label: 'How did you hear about us?',
  placeholder: 'Choose one (optional)',
  other: { name: 'referralOther', label: 'Where did you hear about us?' },
}

/** The sign-up modal's content (docs/product.md#sign-up). */
export function SignUpPanel({ botCheck, providers }: { botCheck: BotCheckConfig; providers: string[] }) {
  const auth = useAuth()
  const { navigate, pathname, searchStr } = useSiteNavigation()
  const [error, setError] = useState('')
  const [confirmEmail, setConfirmEmail] = useState('')
  const [acceptedTos, setAcceptedTos] = useState(false)
  // Shuffled once per opening. The form is drawn only in the browser (below), so hydration is unaffected.
  const [languages] = useState(() => shuffledWithOtherLast(languageOptions))
  const [referrals] = useState(() => shuffledWithOtherLast(referralOptions))
  const hydrated = useHydrated()
  const links = useAuthLinks()

  const signUp = async (value: SignUpForm, form: { reset: () => void }) => {
    setError('')
    try {
      const botToken = await getBotToken(botCheck, 'signup')
      const tool = labToolOf({ pathname, search: searchStr }) ?? undefined
      const result = await callApi(signUpAction, { form: value, botToken, tool })
      if (!result.ok) {
        setError(result.message)
        return
      }
      form.reset()
      setAcceptedTos(false)
      if ('needsConfirmation' in result) {
        setConfirmEmail(result.email)
        return
      }
      auth.signedIn(result.user)
      storeChoice(WELCOME_TOUR_KEY, 'due')
      auth.closeDialog()
      await navigate(labAfterSignUp({ pathname, search: searchStr }))
    } catch {
      setError(AUTH_MESSAGES.captcha)
    }
  }

  const form = (
    <SchemaForm
      schema={signUpSchema}
      initialValues={emptySignUpForm}
      onSubmit={signUp}
      idPrefix="sign-up"
      label="Sign up"
      className={panelStyles.form}
    >
      <FormAlert message={error} />
      <TextField name="name" label="Name" autoComplete="name" autoFocus />
      <EmailField name="email" label="Email" />
      <PasswordField name="password" label="Password" autoComplete="new-password" rules />
      <SelectField name="language" {...languageQuestion} options={languages} />
      <ChipsField name="tools" label="Which tools are you interested in?" options={interestOptions} />
      <TextareaField name="problems" label="What problems are you trying to solve?" />
      <SelectField name="referral" {...referralQuestion} options={referrals} />
      <CheckboxField name="acceptedTos" onCheckedChange={setAcceptedTos}>
        I agree to the{' '}
        <a href="/termsofservice/" target="_blank" rel="noopener" className={panelStyles.linkButton}>
          Terms of Service
        </a>
      </CheckboxField>
      <SubmitButton disabled={!acceptedTos}>Create Account</SubmitButton>
    </SchemaForm>
  )

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
      {hydrated ? (
        form
      ) : (
        // The server's HTML (the loader's template, a page's `?auth=sign-up`) leaves the form out: it
        // is 8 KB of every document's HTML, and its bot check runs in the browser anyway.
        <>
          <p role="status" {...NEEDS_SCRIPT} className={styles.loading}>
            Loading…
          </p>
          <noscript>
            <p role="note" className={styles.note}>
              Creating an account needs JavaScript, which is off in your browser: it runs a spam check first.
              Turn JavaScript on and reload this page, or write to{' '}
              <a href="mailto:support@pdfrest.com" className={panelStyles.linkButton}>
                support@pdfrest.com
              </a>
              .
            </p>
          </noscript>
        </>
      )}
      <p className={panelStyles.footer}>
        Have an account already?{' '}
        <ViewSwitch href={links.view('sign-in')} onSwitch={() => auth.openSignIn(ACCOUNT_PATH)}>
          Sign in
        </ViewSwitch>
      </p>
    </>
  )
}
