import { createFileRoute } from '@tanstack/react-router'
import { legalPageLoader, LegalPageView, legalPageHead } from '~/components/page/legal-page.tsx'

export const Route = createFileRoute('/data-processing-agreement')({
  staticData: { document: true },
  loader: () => legalPageLoader('data-processing-agreement'),
  head: ({ loaderData }) => legalPageHead(loaderData),
  component: LegalRoute,
})

function LegalRoute() {
  return <LegalPageView page={Route.useLoaderData()} />
}
