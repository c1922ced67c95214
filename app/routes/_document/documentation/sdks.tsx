import { createFileRoute } from '@tanstack/react-router'
import { guideHead } from '~/components/docs/guide-head.ts'
import { GuideRoutePage, loadGuide } from '~/components/docs/guide-route.tsx'

export const Route = createFileRoute('/_document/documentation/sdks')({
  // Plain links and the Markdown copy's island, like the endpoint pages.
  // The loader and the page are split off the app's entry chunk, as the endpoint pages' are.
  codeSplitGroupings: [['loader'], ['component']],
  loader: () => loadGuide('sdks'),
  // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
  headers: () => ({ Vary: 'Accept' }),
  head: ({ loaderData }) => guideHead(loaderData),
  component: SdksPage,
})

function SdksPage() {
  return <GuideRoutePage slug="sdks" />
}
