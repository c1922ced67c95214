import { randomUUID } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { z } from 'zod'
import { applyServiceMode } from './controls.ts'
import { mockMailbox } from './identity.ts'
import { defineSlice } from './state.ts'

/** Documented failure input: a message from this address gets a 500. */
export const SUPPORT_FAIL_EMAIL = 'support-fail@example.com'

const ticketSchema = z.object({
  name: z.string().min(1),
  email: z.email(),
  topic: z.enum(['billing', 'technical', 'account', 'sales']),
  message: z.string().min(1),
  customer: z
    .object({ userId: z.string(), plan: z.string().nullable(), accountReference: z.string().nullable() })
    .nullable(),
})

/** A reader's answer to "Was this page helpful?": no requester, so no confirmation mail. */
const feedbackSchema = z.object({
  kind: z.literal('page-feedback'),
  page: z.url(),
  helpful: z.boolean(),
  comment: z.string().max(1000).nullable(),
})

export type MockTicket = z.infer<typeof ticketSchema> & { id: string; createdAt: number }
export type MockFeedback = z.infer<typeof feedbackSchema> & { id: string; createdAt: number }

export const supportTickets = defineSlice('supportTickets', () => new Array<MockTicket>())
export const pageFeedback = defineSlice('pageFeedback', () => new Array<MockFeedback>())

/**
 * The ticket desk: `POST {base}/tickets` with a bearer key opens a ticket and mails the customer a
 * confirmation (into the mock mailbox), as a help-desk's API does.
 */
export function supportTicketHandlers(base: string, key: string): RequestHandler[] {
  return [
    http.post(`${base}/tickets`, async ({ request }) => {
      const down = await applyServiceMode('supportTickets')
      if (down) return down
      if (request.headers.get('authorization') !== `Bearer ${key}`)
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })
      const body: unknown = await request.json().catch(() => undefined)
      const feedback = feedbackSchema.safeParse(body)
      if (feedback.success) {
        const answer = {
          ...feedback.data,
          id: `T-${randomUUID().slice(0, 8).toUpperCase()}`,
          createdAt: Date.now(),
        }
        pageFeedback().push(answer)
        return HttpResponse.json({ id: answer.id }, { status: 201 })
      }
      const parsed = ticketSchema.safeParse(body)
      if (!parsed.success)
        return HttpResponse.json(
          { error: 'Invalid request', fields: parsed.error.issues.map((issue) => issue.path.join('.')) },
          { status: 400 },
        )
      if (parsed.data.email === SUPPORT_FAIL_EMAIL)
        return HttpResponse.json({ error: 'Ticket desk unavailable' }, { status: 500 })
      const ticket = {
        ...parsed.data,
        id: `T-${randomUUID().slice(0, 8).toUpperCase()}`,
        createdAt: Date.now(),
      }
      supportTickets().push(ticket)
      mockMailbox().push({
        to: ticket.email.toLowerCase(),
        kind: 'support',
        token: ticket.id,
        sentAt: Date.now(),
      })
      return HttpResponse.json({ id: ticket.id }, { status: 201 })
    }),
  ]
}
