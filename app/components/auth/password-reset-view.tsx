import { useState } from 'react'
import { css } from 'styled-system/css'
import { AUTH_MESSAGES, recoverySchema } from '#shared/api/auth.schema.ts'
import { recoveryAction } from '#shared/api/actions/recovery.ts'
import { callApi } from '#shared/api/client.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { schemaValidators, useAppForm } from '~/components/forms/form-kit.ts'
import { KitForm } from '~/components/forms/kit-form.tsx'
import { AuthPanelHeader, panelStyles } from './auth-panel.tsx'
import { SupportText } from '#ui/support-text.tsx'
import { EmailField } from '~/components/forms/text-field.tsx'

/** The reset view inside the sign-in modal (docs/product.md#password-reset): one recovery email per 15 minutes. */
export function PasswordResetView({
  onBack,
  initialValues,
}: {
  onBack: () => void
  /** What the visitor typed into the page's frame before the island arrived. */
  initialValues?: { email?: string }
}) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const form = useAppForm({
    defaultValues: { email: initialValues?.email ?? '' },
    validators: schemaValidators(recoverySchema),
    onSubmit: async ({ value }) => {
      setOutcome(null)
      try {
        const result = await callApi(recoveryAction, value)
        setOutcome({ ok: result.ok, message: result.message })
      } catch {
        setOutcome({ ok: false, message: AUTH_MESSAGES.unavailable })
      }
    },
  })

  return (
    <>
      <AuthPanelHeader
        title="Password Reset"
        subtitle="Enter your email and we will send you a link to choose a new password. A reset can be requested only once every 15 minutes."
      />
      <KitForm form={form} idPrefix="reset" label="Password reset" className={panelStyles.form}>
        {outcome?.ok ? (
          <div role="status" className={panelStyles.status}>
            <SupportText text={outcome.message} />
          </div>
        ) : null}
        {outcome && !outcome.ok ? <FormAlert message={outcome.message} /> : null}
        <form.AppField name="email">{() => <EmailField label="Email" autoFocus />}</form.AppField>
        <form.SubmitButton>Send recovery email</form.SubmitButton>
        <button
          type="button"
          className={`${panelStyles.linkButton} ${css({ justifySelf: 'center' })}`}
          onClick={onBack}
        >
          Nevermind, take me back
        </button>
      </KitForm>
    </>
  )
}
