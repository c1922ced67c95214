import { createFileRoute } from '@tanstack/react-router'
import { guideRoute } from '~/components/docs/guide-route.tsx'

export const Route = createFileRoute('/documentation/sdks')(guideRoute('sdks'))
