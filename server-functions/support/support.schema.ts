import { z } from 'zod/mini'

export const supportTopics = ['billing', 'technical', 'account', 'sales'] as const
export const supportTopicLabels: Record<(typeof supportTopics)[number], string> = {
  billing: 'Billing',
  technical: 'Technical',
  account: 'Account',
  sales: 'Sales',
}

/** The contact form; the same rules on the client and the server. Plan and account never come from here. */
export const supportRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name is too long')),
  email: z
    .string()
    .check(z.trim(), z.maxLength(254, 'Invalid email address'), z.email('Invalid email address')),
  topic: z.enum(supportTopics, 'Choose a topic'),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(20, 'Tell us a little more (20 characters at least)'),
      z.maxLength(5000, 'Please keep it under 5000 characters'),
    ),
})
export type SupportRequest = z.infer<typeof supportRequestSchema>

export const supportSubmissionSchema = z.object({
  request: supportRequestSchema,
  botToken: z.string().check(z.minLength(1), z.maxLength(4096)),
})

export type SupportResult =
  | { ok: true; ticketId: string }
  | { ok: false; reason: 'bot-check' | 'unavailable' | 'throttled'; message: string }

export const SUPPORT_MESSAGES = {
  botCheck: 'ReCAPTCHA error. Please try again or reload the page.',
  unavailable:
    'We could not send your message just now. Nothing you typed is lost: please try again in a moment, or write to support@pdfrest.com.',
} as const
