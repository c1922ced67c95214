import { useForm } from '@tanstack/react-form'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { sendSupportRequest } from '#server/support/support.functions.ts'
import {
  SUPPORT_MESSAGES,
  type SupportRequest,
  supportRequestSchema,
  supportTopicLabels,
  supportTopics,
} from '#server/support/support.schema.ts'
import { useAuth } from '~/components/auth/auth-context.tsx'
import { type BotCheckConfig, getBotToken } from '~/components/forms/bot-check.ts'
import { alertStyle, focusFirstInvalid, inputStyle, visibleErrors } from '~/components/forms/field-styles.ts'
import { FormField } from '~/components/forms/form-field.tsx'
import { submitFresh } from '~/components/forms/submit-fresh.ts'

type TextField = 'name' | 'email'
const textFields: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
]

/**
 * The contact form. A signed-in customer's name and email are filled in; their plan and account are
 * attached by the server, never sent from here.
 */
export function SupportForm({ botCheck }: { botCheck: BotCheckConfig }) {
  const { user } = useAuth()
  const submit = useServerFn(sendSupportRequest)
  const formRef = useRef<HTMLFormElement>(null)
  const [outcome, setOutcome] = useState<'idle' | { ticketId: string; email: string } | { error: string }>(
    'idle',
  )

  const form = useForm({
    defaultValues: { name: user?.fullName ?? '', email: user?.email ?? '', topic: '', message: '' },
    validators: {
      onSubmit: supportRequestSchema,
      onChange: supportRequestSchema,
      onChangeAsyncDebounceMs: 300,
    },
    onSubmit: async ({ value }) => {
      const parsed = supportRequestSchema.safeParse(value)
      if (!parsed.success) return
      const request: SupportRequest = parsed.data
      try {
        const botToken = await getBotToken(botCheck, 'support')
        const result = await submit({ data: { request, botToken } })
        setOutcome(
          result.ok ? { ticketId: result.ticketId, email: request.email } : { error: result.message },
        )
      } catch {
        setOutcome({ error: SUPPORT_MESSAGES.unavailable })
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })

  const shownErrors = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
    visibleErrors(meta, form.state.submissionAttempts)

  if (typeof outcome === 'object' && 'ticketId' in outcome) {
    return (
      <div role="status" className={css({ p: '6', borderRadius: 'lg', bg: 'bg.muted' })}>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Message received</h2>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Your ticket is <strong data-testid="ticket-id">{outcome.ticketId}</strong>. We sent a confirmation
          to {outcome.email} and will answer within one business day.
        </p>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Contact support"
      className={css({ display: 'grid', gap: '5' })}
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
      {user ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Signed in as {user.email}: your plan and account reference are attached to the message.
        </p>
      ) : null}
      {textFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <FormField
              id={`support-${spec.name}`}
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
      <form.Field name="topic">
        {(field) => (
          <FormField id="support-topic" label="Topic" messages={shownErrors(field.state.meta)}>
            {(control) => (
              <select
                {...control}
                name="topic"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                className={inputStyle}
              >
                <option value="">Choose a topic</option>
                {supportTopics.map((topic) => (
                  <option key={topic} value={topic}>
                    {supportTopicLabels[topic]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </form.Field>
      <form.Field name="message">
        {(field) => (
          <FormField id="support-message" label="Message" messages={shownErrors(field.state.meta)}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={6}
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
            {isSubmitting ? 'Sending…' : 'Send message'}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
