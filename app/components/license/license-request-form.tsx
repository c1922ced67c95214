import { useForm } from '@tanstack/react-form'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import {
  LICENSE_MESSAGES,
  type LicenseRequest,
  licenseProducts,
  licenseRequestSchema,
} from '#server/license/license-request.schema.ts'
import { requestLicenseKey } from '#server/license/license-request.functions.ts'
import { type BotCheckConfig, getBotToken } from '~/components/forms/bot-check.ts'
import { alertStyle, focusFirstInvalid, inputStyle, visibleErrors } from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'

type TextField = 'name' | 'email' | 'company'
const textFields: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Work email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
]

const emptyRequest = { name: '', email: '', company: '', product: '', intendedUse: '' }

export function LicenseRequestForm({ botCheck }: { botCheck: BotCheckConfig }) {
  const submit = useServerFn(requestLicenseKey)
  const formRef = useRef<HTMLFormElement>(null)
  const [outcome, setOutcome] = useState<'idle' | 'sent' | { error: string }>('idle')

  const form = useForm({
    defaultValues: emptyRequest,
    validators: {
      onSubmit: licenseRequestSchema,
      onChange: licenseRequestSchema,
      onChangeAsyncDebounceMs: 300,
    },
    onSubmit: async ({ value }) => {
      const parsed = licenseRequestSchema.safeParse(value)
      if (!parsed.success) return
      const request: LicenseRequest = parsed.data
      try {
        const botToken = await getBotToken(botCheck, 'license_request')
        const result = await submit({ data: { request, botToken } })
        setOutcome(result.ok ? 'sent' : { error: result.message })
      } catch {
        setOutcome({ error: LICENSE_MESSAGES.unavailable })
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })

  // Errors show once a field was touched or a submit was attempted, not while the form is fresh.
  const shownErrors = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)

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
    <form
      ref={formRef}
      noValidate
      aria-label="Licence key request"
      className={css({ display: 'grid', gap: '5', maxW: 'xl' })}
      onSubmit={(event) => {
        event.preventDefault()
        void submitFresh(form)
      }}
    >
      {typeof outcome === 'object' ? (
        <div role="alert" className={alertStyle}>
          {outcome.error}
        </div>
      ) : null}
      {textFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <FormField
              id={`license-${spec.name}`}
              label={spec.label}
              messages={shownErrors(field.state.meta)}
            >
              {(control) => (
                <input
                  {...control}
                  name={spec.name}
                  type={spec.type}
                  autoComplete={spec.autoComplete}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  className={inputStyle}
                />
              )}
            </FormField>
          )}
        </form.Field>
      ))}
      <form.Field name="product">
        {(field) => (
          <FormField id="license-product" label="Product" messages={shownErrors(field.state.meta)}>
            {(control) => (
              <select
                {...control}
                name="product"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                className={inputStyle}
              >
                <option value="">Choose a product</option>
                {licenseProducts.map((product) => (
                  <option key={product} value={product}>
                    {product}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </form.Field>
      <form.Field name="intendedUse">
        {(field) => (
          <FormField id="license-intended-use" label="Intended use" messages={shownErrors(field.state.meta)}>
            {(control) => (
              <textarea
                {...control}
                name="intendedUse"
                rows={3}
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
          <button type="submit" className={button({ size: 'lg' })} disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Request licence key'}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
