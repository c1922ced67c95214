import { createFileRoute } from '@tanstack/react-router'
import { mockMailboxResponse } from '#mocks/control-routes/mailbox.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/mocks/mailbox')({
  server: { handlers: apiHandlers({ GET: ({ request }) => mockMailboxResponse(request) }) },
})
