import { createFileRoute } from '@tanstack/react-router'
import { legalPageHead, legalPageLoader } from '~/components/page/legal-page-route.ts'
import { LegalPageView } from '~/components/page/legal-page.tsx'

export const Route = createFileRoute('/_document/privacypolicy')({
  loader: () => legalPageLoader('privacypolicy'),
  head: ({ loaderData }) => legalPageHead(loaderData),
  component: LegalRoute,
})

function LegalRoute() {
  return <LegalPageView page={Route.useLoaderData()} />
}
