import { createFileRoute } from '@tanstack/react-router'
import { legalPageHead, legalPageLoader } from '~/components/page/legal-page-route.ts'
import { LegalPageView } from '~/components/page/legal-page.tsx'

export const Route = createFileRoute('/_document/data-processing-agreement')({
  loader: () => legalPageLoader('data-processing-agreement'),
  head: ({ loaderData }) => legalPageHead(loaderData),
  component: LegalRoute,
})

function LegalRoute() {
  return <LegalPageView page={Route.useLoaderData()} />
}
