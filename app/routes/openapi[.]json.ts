import { createFileRoute } from '@tanstack/react-router'
import { openApiJsonResponse } from '#server/pdf-api/openapi.server.ts'

export const Route = createFileRoute('/openapi.json')({
  server: { handlers: { GET: () => openApiJsonResponse() } },
})
