import { createFileRoute } from '@tanstack/react-router'
import { EmailLinkPage } from '~/components/auth/email-link-page.tsx'

export const Route = createFileRoute('/_app/passwordreset')({
  // Client-only: the link's token is in the URL fragment, which never reaches the server.
  ssr: false,
  head: () => ({ meta: [{ title: 'Password reset | pdfRest' }, { name: 'robots', content: 'noindex' }] }),
  component: EmailLinkPage,
})
