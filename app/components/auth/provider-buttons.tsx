import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

const names: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  google: 'Google',
}

/** One button per external provider the identity settings enable. */
export function ProviderButtons({
  providers,
  inviteToken,
  verb = 'Continue',
}: {
  providers: string[]
  inviteToken?: string
  verb?: string
}) {
  if (providers.length === 0) return null
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {providers.map((provider) => {
        const query = new URLSearchParams({ provider, ...(inviteToken ? { invite_token: inviteToken } : {}) })
        return (
          <a
            key={provider}
            href={`/api/auth/provider/?${query}`}
            className={`${button({ variant: 'outline' })} ${css({ w: 'full' })}`}
          >
            {verb} with {names[provider] ?? provider}
          </a>
        )
      })}
      <p className={css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })}>or</p>
    </div>
  )
}
