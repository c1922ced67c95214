import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LicenseRequestForm } from '~/components/license/license-request-form.tsx'
import { FormIsland } from '~/components/page/form-island.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/_document/container-license-key-request')({
  // The form is an island (license-form).
  head: () => ({
    meta: [
      { title: 'Container licence key request | pdfRest' },
      { name: 'description', content: 'Request a licence key for the pdfRest container API.' },
    ],
  }),
  component: LicenseKeyRequestPage,
})

function LicenseKeyRequestPage() {
  const { botCheck } = root.useLoaderData()
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '16' })}>
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>Container licence key request</h1>
      <p className={css({ mt: '3', mb: '8', color: 'fg.muted', maxW: '2xl' })}>
        Tell us who you are and how you will use the container API; we will send a licence key to your work
        email.
      </p>
      <FormIsland
        name="license-form"
        props={{ botCheck }}
        withoutScript={
          <p>
            Sending this form needs JavaScript, which is off in your browser: it runs a spam check first. Ask
            for a container licence key at{' '}
            <a
              className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}
              href="mailto:support@pdfrest.com"
            >
              support@pdfrest.com
            </a>{' '}
            instead.
          </p>
        }
      >
        <LicenseRequestForm botCheck={botCheck} />
      </FormIsland>
    </section>
  )
}
