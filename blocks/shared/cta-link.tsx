import { AppLink } from '#ui/app-link.tsx'
import { signedInOnly, signedOutOnly } from '#ui/signed-in-state.ts'
import type { Cta } from './fields.ts'

const audienceClass = { everyone: '', 'signed-out': signedOutOnly, 'signed-in': signedInOnly }

/**
 * A block's button: a link shown to the visitors its editor chose. A cached document's HTML has every
 * button; the visitor's state on <html>, from first paint, hides the ones not meant for them.
 */
export function CtaLink({ cta, className }: { cta: Cta; className: string }) {
  return (
    <AppLink href={cta.url} className={`${className} ${audienceClass[cta.audience ?? 'everyone']}`.trim()}>
      {cta.label}
    </AppLink>
  )
}
