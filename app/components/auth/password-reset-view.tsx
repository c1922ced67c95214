import { useForm } from '@tanstack/react-form'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { AUTH_MESSAGES, recoverySchema } from '#server/identity/auth.schema.ts'
import { requestPasswordRecovery } from '#server/identity/auth.functions.ts'
import { alertStyle, focusFirstInvalid, inputStyle, visibleErrors } from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'
import { AuthPanelHeader, panelStyles } from './auth-panel.tsx'
import { SupportText } from '~/components/ui/support-text.tsx'

/** The reset view inside the sign-in modal (docs/product.md#password-reset): one recovery email per 15 minutes. */
export function PasswordResetView({ onBack }: { onBack: () => void }) {
  const send = useServerFn(requestPasswordRecovery)
  const formRef = useRef<HTMLFormElement>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: recoverySchema, onChangeAsync: recoverySchema, onChangeAsyncDebounceMs: 300 },
    onSubmit: async ({ value }) => {
      setOutcome(null)
      try {
        const result = await send({ data: value })
        setOutcome({ ok: result.ok, message: result.message })
      } catch {
        setOutcome({ ok: false, message: AUTH_MESSAGES.unavailable })
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })
  const shown = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)

  return (
    <>
      <AuthPanelHeader
        title="Password Reset"
        subtitle="Enter your email and we will send you a link to choose a new password. A reset can be requested only once every 15 minutes."
      />
      <form
        ref={formRef}
        noValidate
        aria-label="Password reset"
        className={panelStyles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void submitFresh(form)
        }}
      >
        {outcome ? (
          <div
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? panelStyles.status : alertStyle}
          >
            <SupportText text={outcome.message} />
          </div>
        ) : null}
        <form.Field name="email">
          {(field) => (
            <FormField id="reset-email" label="Email" messages={shown(field.state.meta)}>
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
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <button
              type="submit"
              className={button({ size: 'lg' })}
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              Send recovery email
            </button>
          )}
        </form.Subscribe>
        <button
          type="button"
          className={`${panelStyles.linkButton} ${css({ justifySelf: 'center' })}`}
          onClick={onBack}
        >
          Nevermind, take me back
        </button>
      </form>
    </>
  )
}
