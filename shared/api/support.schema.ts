import { z } from 'zod/mini'
import { requestFailureSchema } from './contact-fields.schema.ts'
import { FORM_MESSAGES, contactFields, detailsField, submissionSchema } from './contact-fields.schema.ts'

export const supportTopics = ['billing', 'technical', 'account', 'sales'] as const
export const supportTopicLabels: Record<(typeof supportTopics)[number], string> = {
  billing: 'Billing',
  technical: 'Technical',
  account: 'Account',
  sales: 'Sales',
}

/** The contact form; the same rules on the client and the server. Plan and account never come from here. */
export const supportRequestSchema = z.object({
  ...contactFields,
  topic: z.enum(supportTopics, 'Choose a topic'),
  message: detailsField(20, 5000),
})
export type SupportRequest = z.infer<typeof supportRequestSchema>

export const supportSubmissionSchema = submissionSchema(supportRequestSchema)

export const supportResultSchema = z.union([
  z.object({ ok: z.literal(true), ticketId: z.string() }),
  requestFailureSchema,
])
export type SupportResult = z.infer<typeof supportResultSchema>

export const SUPPORT_MESSAGES = {
  botCheck: FORM_MESSAGES.botCheck,
  unavailable:
    'We could not send your message just now. Nothing you typed is lost: please try again in a moment, or write to support@pdfrest.com.',
} as const
