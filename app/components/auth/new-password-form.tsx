import { useForm } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import { button } from 'styled-system/recipes'
import { z } from 'zod/mini'
import { AUTH_MESSAGES, newPasswordSchema } from '#server/identity/auth.schema.ts'
import { alertStyle, focusFirstInvalid, visibleErrors } from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'
import { panelStyles } from './auth-panel.tsx'
import { PasswordInput } from './password-input.tsx'
import { SupportText } from '~/components/ui/support-text.tsx'

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
  const formRef = useRef<HTMLFormElement>(null)
  const [error, setError] = useState('')
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    validators: {
      onSubmit: choosePasswordSchema,
      onChangeAsync: choosePasswordSchema,
      onChangeAsyncDebounceMs: 300,
    },
    onSubmit: async ({ value }) => {
      setError('')
      try {
        const result = await onSubmit(value.password)
        if (!result.ok) setError(result.message)
      } catch {
        setError(AUTH_MESSAGES.unavailable)
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })
  const shown = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Choose a password"
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
      <form.Field name="password">
        {(field) => (
          <FormField id="new-password" label="New password" messages={shown(field.state.meta)}>
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
      <form.Field name="confirm">
        {(field) => (
          <FormField id="confirm-password" label="Confirm new password" messages={shown(field.state.meta)}>
            {(control) => (
              <PasswordInput
                {...control}
                name="confirm"
                autoComplete="new-password"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button
            type="submit"
            className={button({ size: 'lg' })}
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {submitLabel}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
