import { createFileRoute } from '@tanstack/react-router'
import { ProviderCallbackPage } from '~/components/auth/provider-callback-page.tsx'

export const Route = createFileRoute('/_app/auth/callback')({
  // Client-only: the tokens arrive in the URL fragment, which never reaches the server.
  ssr: false,
  head: () => ({ meta: [{ title: 'Signing in | pdfRest' }, { name: 'robots', content: 'noindex' }] }),
  component: ProviderCallbackPage,
})
