import { createFileRoute } from '@tanstack/react-router'
import { guideRoute } from '~/components/docs/guide-route.tsx'

export const Route = createFileRoute('/documentation/test-your-integration')({
  // A document, like the endpoint pages: plain links, and the Markdown copy's island.
  staticData: { document: true },
  ...guideRoute('test-your-integration'),
})
