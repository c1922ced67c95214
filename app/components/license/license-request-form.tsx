import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  LICENSE_MESSAGES,
  licenseProducts,
  licenseRequestSchema,
} from '#shared/api/license-request.schema.ts'
import { licenseRequestAction } from '#shared/api/actions/license-request.ts'
import { callApi } from '#shared/api/client.ts'
import { type BotCheckConfig, sendWithBotCheck } from '~/components/forms/bot-check.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { schemaValidators, useAppForm } from '~/components/forms/form-kit.ts'
import { KitForm } from '~/components/forms/kit-form.tsx'
import { SelectField } from '~/components/forms/select-field.tsx'
import { EmailField, TextField } from '~/components/forms/text-field.tsx'
import { TextareaField } from '~/components/forms/textarea-field.tsx'

const emptyRequest = { name: '', email: '', company: '', product: '', intendedUse: '' }
type LicenseFields = keyof typeof emptyRequest
export const licenseFieldNames: readonly LicenseFields[] = [
  'name',
  'email',
  'company',
  'product',
  'intendedUse',
]

/** `initialValues` are what was typed before the page's island took over its server HTML. */
export function LicenseRequestForm({
  botCheck,
  initialValues = {},
}: {
  botCheck: BotCheckConfig
  initialValues?: Partial<Record<LicenseFields, string>>
}) {
  const [outcome, setOutcome] = useState<'idle' | 'sent' | { error: string }>('idle')

  const form = useAppForm({
    defaultValues: { ...emptyRequest, ...initialValues },
    validators: schemaValidators(licenseRequestSchema),
    onSubmit: async ({ value }) => {
      const parsed = licenseRequestSchema.safeParse(value)
      if (!parsed.success) return
      const result = await sendWithBotCheck(botCheck, 'license_request', parsed.data, (submission) =>
        callApi(licenseRequestAction, submission),
      )
      setOutcome(result?.ok ? 'sent' : { error: result?.message ?? LICENSE_MESSAGES.unavailable })
    },
  })

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
    <KitForm
      form={form}
      idPrefix="license"
      label="Licence key request"
      className={css({ display: 'grid', gap: '5', maxW: 'xl' })}
    >
      {typeof outcome === 'object' ? <FormAlert message={outcome.error} /> : null}
      <form.AppField name="name">{() => <TextField label="Name" autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{() => <EmailField label="Work email" />}</form.AppField>
      <form.AppField name="company">
        {() => <TextField label="Company" autoComplete="organization" />}
      </form.AppField>
      <form.AppField name="product">
        {() => <SelectField label="Product" placeholder="Choose a product" options={licenseProducts} />}
      </form.AppField>
      <form.AppField name="intendedUse">{() => <TextareaField label="Intended use" />}</form.AppField>
      <form.SubmitButton pendingLabel="Sending…">Request licence key</form.SubmitButton>
    </KitForm>
  )
}
