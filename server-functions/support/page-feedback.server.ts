import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { callService, serviceConfig } from '../http/service-client.server.ts'
import { createLimiter } from '../http/throttle.server.ts'
import type { FeedbackOutcome, PageFeedback } from '#shared/api/page-feedback.schema.ts'

// Each answer opens a ticket someone reads: bounded per client address, as the support form is.
const byIp = createLimiter({
  name: 'page-feedback-ip',
  limit: 10,
  windowMs: 3_600_000,
  whenStoreDown: 'allow',
  guards: 'supportTickets',
})

const ticketAnswerSchema = z.object({ id: z.string().min(1).max(100) })

/** Files a reader's answer to the ticket desk with the page's full address (from SITE_URL, never the request). */
export async function submitPageFeedback(feedback: PageFeedback, ip: string): Promise<FeedbackOutcome> {
  const hit = await byIp.hit(ip)
  if (!hit.allowed) return 'throttled'
  const comment = feedback.comment?.trim() ?? ''
  const ticket = await callService('supportTickets', '/tickets', {
    json: {
      kind: 'page-feedback',
      page: `${serverEnv().siteUrl}${feedback.page}`,
      helpful: feedback.helpful === 'yes',
      comment: comment === '' ? null : comment,
    },
    headers: { authorization: `Bearer ${serviceConfig('supportTickets').key ?? ''}` },
    schema: ticketAnswerSchema,
  })
  return ticket.ok ? 'sent' : 'failed'
}
