import { useState } from 'react'
import { css } from 'styled-system/css'
import { supportAction } from '#shared/api/actions/support.ts'
import { callApi } from '#shared/api/client.ts'
import {
  SUPPORT_MESSAGES,
  type SupportRequest,
  supportRequestSchema,
  supportTopicLabels,
  supportTopics,
} from '#shared/api/support.schema.ts'
import { type BotCheckConfig, sendWithBotCheck } from '~/components/forms/bot-check.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { SchemaForm } from '~/components/forms/schema-form.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { SelectField } from '~/components/forms/select-field.tsx'
import { EmailField, TextField } from '~/components/forms/text-field.tsx'
import { TextareaField } from '~/components/forms/textarea-field.tsx'

const topicOptions = supportTopics.map((topic) => ({ value: topic, label: supportTopicLabels[topic] }))

/**
 * The contact form. A signed-in customer's name and email are filled in; their plan and account are
 * attached by the server, never sent from here. The server renders it, and the support page's island
 * hydrates that same form: uncontrolled fields keep what was typed before the island arrived.
 */
export function SupportForm({
  botCheck,
  user,
}: {
  botCheck: BotCheckConfig
  user: { fullName: string; email: string } | null
}) {
  const [outcome, setOutcome] = useState<'idle' | { ticketId: string; email: string } | { error: string }>(
    'idle',
  )

  const send = async (request: SupportRequest) => {
    const result = await sendWithBotCheck(botCheck, 'support', request, (submission) =>
      callApi(supportAction, submission),
    )
    if (result?.ok) setOutcome({ ticketId: result.ticketId, email: request.email })
    else setOutcome({ error: result?.message ?? SUPPORT_MESSAGES.unavailable })
  }

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
    <SchemaForm
      schema={supportRequestSchema}
      initialValues={{
        name: user?.fullName ?? '',
        email: user?.email ?? '',
        topic: '',
        message: '',
      }}
      onSubmit={send}
      idPrefix="support"
      label="Contact support"
      className={css({ display: 'grid', gap: '5' })}
    >
      {typeof outcome === 'object' ? <FormAlert message={outcome.error} /> : null}
      {user ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Signed in as {user.email}: your plan and account reference are attached to the message.
        </p>
      ) : null}
      <TextField name="name" label="Name" autoComplete="name" />
      <EmailField name="email" label="Email" />
      <SelectField name="topic" label="Topic" placeholder="Choose a topic" options={topicOptions} />
      <TextareaField name="message" label="Message" rows={6} />
      <SubmitButton pendingLabel="Sending…">Send message</SubmitButton>
    </SchemaForm>
  )
}
