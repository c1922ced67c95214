import { useState } from 'react'
import { css } from 'styled-system/css'
import { z } from 'zod/mini'
import { extraDataSchema } from '#shared/api/admin-users.schema.ts'
import { AUTH_MESSAGES, newPasswordSchema } from '#shared/api/auth.schema.ts'
import { failureMessage } from '~/components/forms/failure-message.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { PasswordField } from '~/components/forms/password-field.tsx'
import { EmailField, TextField } from '~/components/forms/text-field.tsx'
import { TextareaField } from '~/components/forms/textarea-field.tsx'

export type UserFormValues = { email: string; password: string; fullName: string; extraData: string }

const schemaFor = (passwordRequired: boolean) =>
  z.object({
    email: z.string().check(z.trim(), z.email(AUTH_MESSAGES.invalidEmail), z.maxLength(254)),
    password: passwordRequired ? newPasswordSchema : z.union([z.literal(''), newPasswordSchema]),
    fullName: z.string().check(z.trim(), z.maxLength(120, 'Name is too long')),
    extraData: extraDataSchema,
  })

/** Create or edit a user: email, password under the sign-up rules, name and extra data. */
export function UserForm({
  initial,
  passwordRequired,
  submitLabel,
  onSubmit,
}: {
  initial: UserFormValues
  passwordRequired: boolean
  submitLabel: string
  onSubmit: (values: UserFormValues) => Promise<{ ok: true } | { ok: false; message: string }>
}) {
  const [error, setError] = useState('')
  return (
    <SchemaForm
      schema={schemaFor(passwordRequired)}
      initialValues={initial}
      onSubmit={async (value, form) => {
        setError('')
        const message = await failureMessage(() => onSubmit(value), AUTH_MESSAGES.unavailable)
        setError(message)
        if (!message && passwordRequired) form.reset()
      }}
      idPrefix={submitLabel.toLowerCase().replaceAll(' ', '-')}
      label={submitLabel}
      className={css({ display: 'grid', gap: '4', maxW: 'xl' })}
    >
      <FormAlert message={error} />
      <EmailField name="email" label="Email" autoComplete="off" />
      <PasswordField
        name="password"
        label={passwordRequired ? 'Password' : 'New password (leave empty to keep)'}
        autoComplete="new-password"
        rules
      />
      <TextField name="fullName" label="Full name" />
      <TextareaField
        name="extraData"
        label="Extra data (JSON object)"
        rows={4}
        placeholder='{"company": "Contoso"}'
        font="mono"
      />
      <SubmitButton size="md" className={css({ justifySelf: 'start' })}>
        {submitLabel}
      </SubmitButton>
    </SchemaForm>
  )
}
