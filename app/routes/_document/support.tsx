import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getPage } from '#blocks/pages.functions.ts'
import { getStatusPageUrl } from '#server/support/support-page.functions.ts'
import { useAuth } from '~/components/auth/auth-context.ts'
import { CmsPage } from '~/components/page/cms-page.tsx'
import { SupportForm } from '~/components/support/support-form.tsx'
import { FormIsland } from '~/components/page/form-island.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/_document/support')({
  // The form is an island (support-form), the FAQ details/summary.
  loader: async () => {
    // The FAQ comes from the CMS; without it (unpublished or an outage) the form still works.
    const [page, statusPageUrl] = await Promise.all([
      getPage({ data: { collection: 'pages', slug: 'support' } }),
      getStatusPageUrl(),
    ])
    return { page, statusPageUrl }
  },
  head: () => ({
    meta: [
      { title: 'Support | pdfRest' },
      {
        name: 'description',
        content: 'Contact pdfRest support about billing, technical questions, your account or sales.',
      },
    ],
  }),
  component: SupportPage,
})

const linkStyle = css({ textDecoration: 'underline', fontWeight: 'semibold' })

function SupportPage() {
  const { page, statusPageUrl } = Route.useLoaderData()
  const { botCheck } = root.useLoaderData()
  const { user } = useAuth()
  const customer = user ? { fullName: user.fullName, email: user.email } : null
  return (
    <>
      <section
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: '6',
          py: { base: '10', md: '16' },
          display: 'grid',
          gap: '10',
          lg: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
        })}
      >
        <div>
          <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>Contact support</h1>
          <p className={css({ mt: '3', mb: '8', color: 'fg.muted', maxW: '2xl' })}>
            Questions about billing, the API, your account or a plan for your team: write to us and a person
            answers within one business day.
          </p>
          <FormIsland
            name="support-form"
            props={{ botCheck, user: customer }}
            withoutScript={
              <p>
                Sending this form needs JavaScript, which is off in your browser: it runs a spam check first.
                Write to{' '}
                <a className={linkStyle} href="mailto:support@pdfrest.com">
                  support@pdfrest.com
                </a>{' '}
                instead, and a person answers within one business day.
              </p>
            }
          >
            <SupportForm botCheck={botCheck} user={customer} />
          </FormIsland>
        </div>
        <aside aria-label="Other help" className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          <div className={css({ p: '5', borderRadius: 'lg', bg: 'bg.muted' })}>
            <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>API reference</h2>
            <p className={css({ mt: '1', color: 'fg.muted' })}>
              Every endpoint with its parameters, errors and code samples:{' '}
              <a className={linkStyle} href="/documentation/">
                read the documentation
              </a>
              .
            </p>
          </div>
          <div className={css({ p: '5', borderRadius: 'lg', bg: 'bg.muted' })}>
            <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Service status</h2>
            <p className={css({ mt: '1', color: 'fg.muted' })}>
              Is the API slow or failing? Check{' '}
              <a className={linkStyle} href={statusPageUrl} rel="noopener">
                the status page
              </a>{' '}
              before writing.
            </p>
          </div>
        </aside>
      </section>
      {page.status === 'found' ? <CmsPage page={page} /> : null}
    </>
  )
}
