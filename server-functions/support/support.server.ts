import { z } from 'zod'
import { fetchAccountData } from '../account/account-data.server.ts'
import { requestGate } from '../forms/request-gate.server.ts'
import { callService, serviceConfig } from '../http/service-client.server.ts'
import type { Session } from '../identity/session.server.ts'
import { SUPPORT_MESSAGES, type SupportRequest, type SupportResult } from '#shared/api/support.schema.ts'

// Each message opens a ticket someone reads: a few per address, and a bound per client address.
const gate = requestGate({
  name: 'support',
  service: 'supportTickets',
  botAction: 'support',
  perIpPerHour: 10,
  perEmailPerHour: 5,
  unavailableMessage: SUPPORT_MESSAGES.unavailable,
})

/** What the ticket desk knows of a signed-in customer, read on the server only. */
export type SupportCustomer = { userId: string; plan: string | null; accountReference: string | null }

async function customerOf(session: Session | null): Promise<SupportCustomer | null> {
  if (!session) return null
  const account = await fetchAccountData(session.user.id)
  return {
    userId: session.user.id,
    plan: account.ok ? account.data.plan : session.user.plan,
    accountReference: account.ok ? account.data.customerId : null,
  }
}

const ticketAnswerSchema = z.object({ id: z.string().min(1).max(100) })

/** Throttles, checks the bot token, attaches the customer's plan and account, opens the ticket. */
export async function submitSupportRequest(
  request: SupportRequest,
  botToken: string,
  ip: string,
  session: Session | null,
): Promise<SupportResult> {
  // A signed-in customer's ticket and its confirmation go to their account's own address: the
  // form's address could be anyone's, and the desk would mail them on the customer's behalf.
  const email = session?.user.email ?? request.email
  const refused = await gate.admit(email, ip, botToken)
  if (refused) return refused
  const customer = await customerOf(session)
  const ticket = await callService('supportTickets', '/tickets', {
    json: { ...request, email, customer },
    headers: { authorization: `Bearer ${serviceConfig('supportTickets').key ?? ''}` },
    schema: ticketAnswerSchema,
  })
  if (ticket.ok) return { ok: true, ticketId: ticket.data.id }
  await gate.notSent(email)
  return { ok: false, reason: 'unavailable', message: SUPPORT_MESSAGES.unavailable }
}
