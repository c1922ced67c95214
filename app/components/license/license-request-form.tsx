import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  LICENSE_MESSAGES,
  type LicenseRequest,
  licenseProducts,
  licenseRequestSchema,
} from '#shared/api/license-request.schema.ts'
import { licenseRequestAction } from '#shared/api/actions/license-request.ts'
import { callApi } from '#shared/api/client.ts'
import { type BotCheckConfig, sendWithBotCheck } from '~/components/forms/bot-check.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { SelectField } from '~/components/forms/select-field.tsx'
import { EmailField, TextField } from '~/components/forms/text-field.tsx'
import { TextareaField } from '~/components/forms/textarea-field.tsx'

const emptyRequest = { name: '', email: '', company: '', product: '', intendedUse: '' }

/**
 * The container licence request form. The server renders it, and the page's island hydrates that
 * same form: uncontrolled fields keep what was typed before the island arrived.
 */
export function LicenseRequestForm({ botCheck }: { botCheck: BotCheckConfig }) {
  const [outcome, setOutcome] = useState<'idle' | 'sent' | { error: string }>('idle')

  const send = async (request: LicenseRequest) => {
    const result = await sendWithBotCheck(botCheck, 'license_request', request, (submission) =>
      callApi(licenseRequestAction, submission),
    )
    setOutcome(result?.ok ? 'sent' : { error: result?.message ?? LICENSE_MESSAGES.unavailable })
  }

  if (outcome === 'sent') {
    return (
      <div role="status" className={css({ p: '6', borderRadius: 'lg', bg: 'bg.muted' })}>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Request received</h2>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Thank you. We will email your container licence key to the address you gave within one business day.
        </p>
      </div>
    )
  }

  return (
    <SchemaForm
      schema={licenseRequestSchema}
      initialValues={emptyRequest}
      onSubmit={send}
      idPrefix="license"
      label="Licence key request"
      className={css({ display: 'grid', gap: '5', maxW: 'xl' })}
    >
      {typeof outcome === 'object' ? <FormAlert message={outcome.error} /> : null}
      <TextField name="name" label="Name" autoComplete="name" />
      <EmailField name="email" label="Work email" />
      <TextField name="company" label="Company" autoComplete="organization" />
      <SelectField name="product" label="Product" placeholder="Choose a product" options={licenseProducts} />
      <TextareaField name="intendedUse" label="Intended use" />
      <SubmitButton pendingLabel="Sending…">Request licence key</SubmitButton>
    </SchemaForm>
  )
}
