import { createFileRoute } from '@tanstack/react-router'
import { mockMailboxResponse } from '#mocks/control-routes/mailbox.server.ts'

export const Route = createFileRoute('/api/mocks/mailbox')({
  server: { handlers: { GET: ({ request }) => mockMailboxResponse(request) } },
})
