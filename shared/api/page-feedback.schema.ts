import { z } from 'zod/mini'

/** The documentation pages that ask "Was this page helpful?": the overview and each endpoint's page. */
export const FEEDBACK_PAGE = /^\/documentation\/(?:[a-z0-9-]{1,80}\/)?$/

/** The answer a reader posts from a documentation page (a plain form: it works without JavaScript). */
export const pageFeedbackSchema = z.object({
  page: z.string().check(z.regex(FEEDBACK_PAGE)),
  helpful: z.enum(['yes', 'no']),
  comment: z.optional(z.string().check(z.maxLength(1000))),
})
export type PageFeedback = z.infer<typeof pageFeedbackSchema>

/** Where the answer lands on the page it came from: each outcome is an anchor its text is shown for. */
export const FEEDBACK_OUTCOMES = {
  sent: 'feedback-sent',
  throttled: 'feedback-throttled',
  failed: 'feedback-failed',
} as const
export type FeedbackOutcome = keyof typeof FEEDBACK_OUTCOMES

export const PAGE_FEEDBACK_MESSAGES: Record<FeedbackOutcome, string> = {
  sent: 'Thank you: your answer reached the team that writes these pages.',
  throttled: 'Thank you: we already have several answers from you this hour, so this one was not sent.',
  failed: 'We could not send your answer just now. Please try again in a moment.',
}
