import { createFileRoute } from '@tanstack/react-router'
import { guideHead } from '~/components/docs/guide-head.ts'
import { GuideRoutePage, loadGuide } from '~/components/docs/guide-route.tsx'

export const Route = createFileRoute('/documentation/limits')({
  // A document, like the endpoint pages: plain links, and the Markdown copy's island.
  staticData: { document: true },
  // The loader and the page are split off the app's entry chunk, as the endpoint pages' are.
  codeSplitGroupings: [['loader'], ['component']],
  loader: () => loadGuide('limits'),
  // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
  headers: () => ({ Vary: 'Accept' }),
  head: ({ loaderData }) => guideHead(loaderData),
  component: LimitsPage,
})

function LimitsPage() {
  return <GuideRoutePage slug="limits" />
}
