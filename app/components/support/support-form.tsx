import { useState } from 'react'
import { css } from 'styled-system/css'
import { supportAction } from '#shared/api/actions/support.ts'
import { callApi } from '#shared/api/client.ts'
import {
  SUPPORT_MESSAGES,
  supportRequestSchema,
  supportTopicLabels,
  supportTopics,
} from '#shared/api/support.schema.ts'
import { type BotCheckConfig, sendWithBotCheck } from '~/components/forms/bot-check.ts'
import { FormAlert } from '~/components/forms/form-alert.tsx'
import { schemaValidators, useAppForm } from '~/components/forms/form-kit.ts'
import { KitForm } from '~/components/forms/kit-form.tsx'
import { SelectField } from '~/components/forms/select-field.tsx'
import { EmailField, TextField } from '~/components/forms/text-field.tsx'
import { TextareaField } from '~/components/forms/textarea-field.tsx'

const topicOptions = supportTopics.map((topic) => ({ value: topic, label: supportTopicLabels[topic] }))

type SupportFields = 'name' | 'email' | 'topic' | 'message'
export const supportFieldNames: readonly SupportFields[] = ['name', 'email', 'topic', 'message']

/**
 * The contact form. A signed-in customer's name and email are filled in; their plan and account are
 * attached by the server, never sent from here. `initialValues` are what was typed before the
 * support page's island took over its server HTML.
 */
export function SupportForm({
  botCheck,
  user,
  initialValues = {},
}: {
  botCheck: BotCheckConfig
  user: { fullName: string; email: string } | null
  initialValues?: Partial<Record<SupportFields, string>>
}) {
  const [outcome, setOutcome] = useState<'idle' | { ticketId: string; email: string } | { error: string }>(
    'idle',
  )

  const form = useAppForm({
    defaultValues: {
      name: initialValues.name ?? user?.fullName ?? '',
      email: initialValues.email ?? user?.email ?? '',
      topic: initialValues.topic ?? '',
      message: initialValues.message ?? '',
    },
    validators: schemaValidators(supportRequestSchema),
    onSubmit: async ({ value }) => {
      const parsed = supportRequestSchema.safeParse(value)
      if (!parsed.success) return
      const result = await sendWithBotCheck(botCheck, 'support', parsed.data, (submission) =>
        callApi(supportAction, submission),
      )
      if (result?.ok) setOutcome({ ticketId: result.ticketId, email: parsed.data.email })
      else setOutcome({ error: result?.message ?? SUPPORT_MESSAGES.unavailable })
    },
  })

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
    <KitForm
      form={form}
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
      <form.AppField name="name">{() => <TextField label="Name" autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{() => <EmailField label="Email" />}</form.AppField>
      <form.AppField name="topic">
        {() => <SelectField label="Topic" placeholder="Choose a topic" options={topicOptions} />}
      </form.AppField>
      <form.AppField name="message">{() => <TextareaField label="Message" rows={6} />}</form.AppField>
      <form.SubmitButton pendingLabel="Sending…">Send message</form.SubmitButton>
    </KitForm>
  )
}
