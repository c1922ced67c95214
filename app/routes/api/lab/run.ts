import { createFileRoute } from '@tanstack/react-router'
import { labRunAction } from '#shared/api/actions/lab-run.ts'
import { handleMultipartPost } from '#server/identity/auth-api.server.ts'
import { readSession } from '#server/identity/current-session.server.ts'
import { runLabRequest } from '#server/pdf-api/lab.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The API lab's Send: the customer's files and parameters to the PDF API with their own key. */
export const Route = createFileRoute('/api/lab/run')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleMultipartPost(request, labRunAction.input, async (data) =>
          runLabRequest(await readSession(), {
            toolId: data.tool,
            values: data.values,
            region: data.region,
            files: data.file,
          }),
        ),
    }),
  },
})
