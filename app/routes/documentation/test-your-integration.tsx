import { createFileRoute } from '@tanstack/react-router'
import { guideRoute } from '~/components/docs/guide-route.tsx'

export const Route = createFileRoute('/documentation/test-your-integration')(
  guideRoute('test-your-integration'),
)
