import { useState } from 'react'
import { z } from 'zod/mini'
import { AUTH_MESSAGES, newPasswordSchema } from '#shared/api/auth.schema.ts'
import { failureMessage } from '~/components/forms/failure-message.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { panelStyles } from './auth-panel.tsx'
import { PasswordField } from '~/components/forms/password-field.tsx'

export const PASSWORDS_DIFFER = 'Passwords do not match'

const choosePasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .check(
    z.refine((value) => value.password === value.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] }),
  )

/** Choose a password under the sign-up rules (recovery and invite acceptance). */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string
  onSubmit: (password: string) => Promise<{ ok: true } | { ok: false; message: string }>
}) {
  const [error, setError] = useState('')
  return (
    <SchemaForm
      schema={choosePasswordSchema}
      initialValues={{ password: '', confirm: '' }}
      onSubmit={async (value) => {
        setError('')
        setError(await failureMessage(() => onSubmit(value.password), AUTH_MESSAGES.unavailable))
      }}
      idPrefix="new"
      label="Choose a password"
      className={panelStyles.form}
    >
      <FormAlert message={error} />
      <PasswordField name="password" label="New password" autoComplete="new-password" rules />
      <PasswordField name="confirm" label="Confirm new password" autoComplete="new-password" />
      <SubmitButton>{submitLabel}</SubmitButton>
    </SchemaForm>
  )
}
