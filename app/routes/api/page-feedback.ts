import { createFileRoute } from '@tanstack/react-router'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { clientIp, PERSONAL_HEADERS, readActionBody } from '#server/identity/auth-api.server.ts'
import { submitPageFeedback } from '#server/support/page-feedback.server.ts'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { FEEDBACK_OUTCOMES, pageFeedbackSchema } from '#shared/api/page-feedback.schema.ts'

/**
 * "Was this page helpful?" on the documentation pages: a plain form post, answered by a 303 back to
 * the page at the anchor of its outcome, so it works without JavaScript and the cached page stays
 * the same for everyone.
 */
export const Route = createFileRoute('/api/page-feedback')({
  server: {
    handlers: apiHandlers({
      POST: async ({ request }) => {
        if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? ''))
          return Response.json({ error: INVALID_REQUEST_MESSAGE }, { status: 415, headers: PERSONAL_HEADERS })
        const body = await readActionBody(request)
        if (!body.ok)
          return 'refused' in body
            ? body.refused
            : Response.json({ error: body.message }, { status: body.status, headers: PERSONAL_HEADERS })
        const parsed = pageFeedbackSchema.safeParse(Object.fromEntries(new URLSearchParams(body.text)))
        if (!parsed.success)
          return Response.json({ error: INVALID_REQUEST_MESSAGE }, { status: 400, headers: PERSONAL_HEADERS })
        const outcome = await submitPageFeedback(parsed.data, clientIp())
        return new Response(null, {
          status: 303,
          headers: { ...PERSONAL_HEADERS, Location: `${parsed.data.page}#${FEEDBACK_OUTCOMES[outcome]}` },
        })
      },
    }),
  },
})
