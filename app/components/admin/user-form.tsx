import { useForm } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { z } from 'zod/mini'
import { extraDataSchema } from '#server/admin/admin-users.schema.ts'
import { AUTH_MESSAGES, newPasswordSchema } from '#server/identity/auth.schema.ts'
import { PasswordInput } from '~/components/auth/password-input.tsx'
import { alertStyle, focusFirstInvalid, inputStyle, visibleErrors } from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'

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
  const schema = schemaFor(passwordRequired)
  const formRef = useRef<HTMLFormElement>(null)
  const [error, setError] = useState('')
  const form = useForm({
    defaultValues: initial,
    validators: { onSubmit: schema, onChangeAsync: schema, onChangeAsyncDebounceMs: 300 },
    onSubmit: async ({ value, formApi }) => {
      setError('')
      const result = await onSubmit(value).catch(() => ({
        ok: false as const,
        message: AUTH_MESSAGES.unavailable,
      }))
      if (!result.ok) setError(result.message)
      else if (passwordRequired) formApi.reset()
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })
  const shown = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={submitLabel}
      className={css({ display: 'grid', gap: '4', maxW: 'xl' })}
      onSubmit={(event) => {
        event.preventDefault()
        void submitFresh(form)
      }}
    >
      {error ? (
        <div role="alert" className={alertStyle}>
          {error}
        </div>
      ) : null}
      <form.Field name="email">
        {(field) => (
          <FormField id={`${submitLabel}-email`} label="Email" messages={shown(field.state.meta)}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
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
          <FormField
            id={`${submitLabel}-password`}
            label={passwordRequired ? 'Password' : 'New password (leave empty to keep)'}
            messages={shown(field.state.meta)}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Field name="fullName">
        {(field) => (
          <FormField id={`${submitLabel}-name`} label="Full name" messages={shown(field.state.meta)}>
            {(control) => (
              <input
                {...control}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                className={inputStyle}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Field name="extraData">
        {(field) => (
          <FormField
            id={`${submitLabel}-data`}
            label="Extra data (JSON object)"
            messages={shown(field.state.meta)}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={field.state.value}
                placeholder='{"company": "Contoso"}'
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                className={`${inputStyle} ${css({ fontFamily: 'mono', fontSize: 'sm' })}`}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button
            type="submit"
            className={`${button()} ${css({ justifySelf: 'start' })}`}
            disabled={isSubmitting}
          >
            {submitLabel}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
