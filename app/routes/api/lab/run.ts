import { createFileRoute } from '@tanstack/react-router'
import { handleLabRun } from '#server/pdf-api/lab-run-route.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The API lab's Send: the customer's files and parameters to the PDF API with their own key. */
export const Route = createFileRoute('/api/lab/run')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) => handleLabRun(request),
    }),
  },
})
