import { useState } from 'react'
import { css } from 'styled-system/css'
import type { z } from 'zod/mini'
import { AUTH_MESSAGES, recoverySchema } from '#shared/api/auth.schema.ts'
import { recoveryAction } from '#shared/api/actions/recovery.ts'
import { callApi } from '#shared/api/client.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { AuthPanelHeader, panelStyles, useAuthLinks, ViewSwitch } from './auth-panel.tsx'
import { useAuth } from './auth-context.ts'
import type { AuthFlash } from '#shared/api/auth-modal.schema.ts'
import { SupportText } from '#ui/support-text.tsx'
import { EmailField } from '~/components/forms/text-field.tsx'

/**
 * The reset view inside the sign-in modal (docs/product.md#password-reset): one recovery email per
 * 15 minutes. Without JavaScript it posts to the recovery route, which comes back with `flash`.
 */
export function PasswordResetView({ onBack, flash }: { onBack: () => void; flash?: AuthFlash }) {
  const links = useAuthLinks()
  const { next } = useAuth()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    flash ? { ok: flash.ok, message: flash.message } : null,
  )

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
        initialValues={{ email: flash?.email ?? '' }}
        onSubmit={requestRecovery}
        idPrefix="reset"
        label="Password reset"
        action="/api/auth/recovery/"
        className={panelStyles.form}
      >
        <input type="hidden" name="return_to" value={next} />
        {outcome?.ok ? (
          <div role="status" className={panelStyles.status}>
            <SupportText text={outcome.message} />
          </div>
        ) : null}
        {outcome && !outcome.ok ? <FormAlert message={outcome.message} /> : null}
        <EmailField name="email" label="Email" autoFocus />
        <SubmitButton>Send recovery email</SubmitButton>
        <ViewSwitch
          href={links.view('sign-in')}
          onSwitch={onBack}
          className={`${panelStyles.linkButton} ${css({ justifySelf: 'center' })}`}
        >
          Nevermind, take me back
        </ViewSwitch>
      </SchemaForm>
    </>
  )
}
