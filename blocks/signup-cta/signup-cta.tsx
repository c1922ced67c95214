import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Section } from '../shared/section.tsx'
import type { SignupCtaBlock } from './schema.ts'
import { SIGN_UP_TRIGGER, useSignUpOpener } from './signup-context.tsx'

export function SignupCta({ block }: { block: SignupCtaBlock }) {
  const openSignUp = useSignUpOpener()
  return (
    <Section>
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
          className={button({ size: 'lg' }) + ' ' + css({ mt: '8' })}
          onClick={openSignUp}
          {...SIGN_UP_TRIGGER}
        >
          {block.button_label}
        </button>
      </div>
    </Section>
  )
}
