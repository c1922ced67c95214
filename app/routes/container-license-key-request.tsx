import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LicenseRequestForm } from '~/components/license/license-request-form.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/container-license-key-request')({
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
      <LicenseRequestForm botCheck={botCheck} />
    </section>
  )
}
