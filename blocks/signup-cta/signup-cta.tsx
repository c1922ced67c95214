import { use } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { isPricingPage, upgradeHref } from '#domain/plans/plan-rules.ts'
import { AppLink } from '#ui/app-link.tsx'
import { SiteNavigationContext } from '#ui/site-navigation.tsx'
import { hiddenFromEnterprise, signedInOnly, signedOutOnly } from '#ui/signed-in-state.ts'
import { Section } from '../shared/section.tsx'
import type { SignupCtaBlock } from './schema.ts'
import { SIGN_UP_TRIGGER } from '../shared/sign-up-trigger.ts'

/**
 * The page is cached and anonymous: who is signed in, and on which plan, is on <html> from first
 * paint (ui/signed-in-state.ts). A customer is offered the header's Upgrade instead of signing up,
 * under the same rule (docs/product.md#shell); where that rule offers nothing (Enterprise, the pricing
 * page), the banner is not for them.
 */

export function SignupCta({ block }: { block: SignupCtaBlock }) {
  const pathname = use(SiteNavigationContext)?.pathname ?? ''
  const upgradeHere = !isPricingPage(pathname)
  return (
    <Section className={upgradeHere ? hiddenFromEnterprise : signedOutOnly}>
      <div
        className={css({
          textAlign: 'center',
          p: { base: '8', md: '12' },
          borderRadius: '2xl',
          bg: 'bg.muted',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <h2 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{block.heading}</h2>
        {block.body ? (
          <p className={css({ mt: '3', color: 'fg.muted', maxW: '2xl', mx: 'auto' })}>{block.body}</p>
        ) : null}
        <button
          type="button"
          className={button({ size: 'lg' }) + ' ' + css({ mt: '8' }) + ' ' + signedOutOnly}
          {...SIGN_UP_TRIGGER}
        >
          {block.button_label}
        </button>
        {upgradeHere ? (
          <AppLink
            href={upgradeHref(pathname)}
            className={button({ size: 'lg' }) + ' ' + css({ mt: '8' }) + ' ' + signedInOnly}
          >
            Upgrade your plan
          </AppLink>
        ) : null}
      </div>
    </Section>
  )
}
