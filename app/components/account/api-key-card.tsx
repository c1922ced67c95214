import { Clipboard } from '@ark-ui/react/clipboard'
import { Check, Copy, Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/** The copied state lasts 1500 ms (docs/product.md#account). */
export const COPIED_MS = 1500

export function maskKey(key: string): string {
  return key.length <= 4 ? '••••' : `${'•'.repeat(Math.min(24, key.length - 4))}${key.slice(-4)}`
}

/** The API key, masked until revealed, with a copy button. */
export function ApiKeyCard({ apiKey }: { apiKey: string }) {
  const [revealed, setRevealed] = useState(false)
  return (
    <Clipboard.Root value={apiKey} timeout={COPIED_MS}>
      <Clipboard.Label className={css({ fontWeight: 'semibold', display: 'block', mb: '2' })}>
        Your API key
      </Clipboard.Label>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <code
          data-testid="api-key"
          className={css({
            fontFamily: 'mono',
            px: '3',
            py: '2',
            borderRadius: 'md',
            bg: 'bg.muted',
            wordBreak: 'break-all',
            flex: '1',
            minW: '16rem',
          })}
        >
          {revealed ? apiKey : maskKey(apiKey)}
        </code>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          aria-pressed={revealed}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOff aria-hidden="true" size={16} /> : <Eye aria-hidden="true" size={16} />}
          {revealed ? 'Hide' : 'Reveal'}
        </button>
        <Clipboard.Trigger className={button({ variant: 'outline', size: 'sm' })}>
          <Clipboard.Indicator copied={<Check aria-hidden="true" size={16} />}>
            <Copy aria-hidden="true" size={16} />
          </Clipboard.Indicator>
          <Clipboard.Context>{(clipboard) => (clipboard.copied ? 'Copied' : 'Copy')}</Clipboard.Context>
        </Clipboard.Trigger>
      </div>
    </Clipboard.Root>
  )
}
