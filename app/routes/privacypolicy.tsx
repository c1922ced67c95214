import { createFileRoute } from '@tanstack/react-router'
import { legalPageLoader, LegalPageView, legalPageHead } from '~/components/page/legal-page.tsx'

export const Route = createFileRoute('/privacypolicy')({
  staticData: { document: true },
  loader: () => legalPageLoader('privacypolicy'),
  head: ({ loaderData }) => legalPageHead(loaderData),
  component: LegalRoute,
})

function LegalRoute() {
  return <LegalPageView page={Route.useLoaderData()} />
}
