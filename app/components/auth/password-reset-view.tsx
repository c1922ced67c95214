import { useState } from 'react'
import { css } from 'styled-system/css'
import type { z } from 'zod/mini'
import { AUTH_MESSAGES, recoverySchema } from '#shared/api/auth.schema.ts'
import { recoveryAction } from '#shared/api/actions/recovery.ts'
import { callApi } from '#shared/api/client.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { AuthPanelHeader, panelStyles } from './auth-panel.tsx'
import { SupportText } from '#ui/support-text.tsx'
import { EmailField } from '~/components/forms/text-field.tsx'

/**
 * The reset view inside the sign-in modal (docs/product.md#password-reset): one recovery email per
 * 15 minutes. `initialValues` are what was typed into the server's form before the island arrived.
 */
export function PasswordResetView({
  onBack,
  initialValues = {},
}: {
  onBack: () => void
  initialValues?: { email?: string }
}) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const requestRecovery = async (value: z.infer<typeof recoverySchema>) => {
    setOutcome(null)
    try {
      const result = await callApi(recoveryAction, value)
      setOutcome({ ok: result.ok, message: result.message })
    } catch {
      setOutcome({ ok: false, message: AUTH_MESSAGES.unavailable })
    }
  }

  return (
    <>
      <AuthPanelHeader
        title="Password Reset"
        subtitle="Enter your email and we will send you a link to choose a new password. A reset can be requested only once every 15 minutes."
      />
      <SchemaForm
        schema={recoverySchema}
        initialValues={{ email: initialValues.email ?? '' }}
        onSubmit={requestRecovery}
        idPrefix="reset"
        label="Password reset"
        className={panelStyles.form}
      >
        {outcome?.ok ? (
          <div role="status" className={panelStyles.status}>
            <SupportText text={outcome.message} />
          </div>
        ) : null}
        {outcome && !outcome.ok ? <FormAlert message={outcome.message} /> : null}
        <EmailField name="email" label="Email" autoFocus />
        <SubmitButton>Send recovery email</SubmitButton>
        <button
          type="button"
          className={`${panelStyles.linkButton} ${css({ justifySelf: 'center' })}`}
          onClick={onBack}
        >
          Nevermind, take me back
        </button>
      </SchemaForm>
    </>
  )
}
