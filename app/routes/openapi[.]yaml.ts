import { createFileRoute } from '@tanstack/react-router'
import { openApiYamlResponse } from '#server/pdf-api/openapi.server.ts'

export const Route = createFileRoute('/openapi.yaml')({
  server: { handlers: { GET: () => openApiYamlResponse() } },
})
