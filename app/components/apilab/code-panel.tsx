import { Clipboard } from '@ark-ui/react/clipboard'
import { Switch } from '@ark-ui/react/switch'
import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { generateSample, sampleLanguageLabels, sampleLanguages } from '#domain/pdf-api/code-samples.ts'
import { apiKeyRead } from '#shared/api/actions/api-key.ts'
import { readApi } from '#shared/api/client.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { COPIED_MS } from '~/components/account/api-key-card.tsx'
import { SAMPLE_KEY_SHOWN_KEY, SAMPLE_LANGUAGE_KEY, storeChoice } from '#ui/remembered-choice.ts'
import { useRememberedChoice } from '#ui/use-remembered-choice.ts'
import { Tabs } from '#ui/tabs.tsx'
import { notifySuccess } from '~/components/shell/notify.ts'

type Props = {
  tool: LabTool
  values: Record<string, string>
  fileNames: string[]
  region: 'global' | 'eu'
  onRegionChange: (region: 'global' | 'eu') => void
  signedIn: boolean
}

/**
 * The current request as code in six languages; EU host switch. A signed-in customer's own key is
 * filled in unless they hid it (the same choice as on the documents' samples), and so is the
 * language they last picked.
 */
export function CodePanel({ tool, values, fileNames, region, onRegionChange, signedIn }: Props) {
  const keyChoice = useRememberedChoice(SAMPLE_KEY_SHOWN_KEY)
  const wantsKey = signedIn && keyChoice !== 'hidden'
  const [apiKey, setApiKey] = useState<string | undefined>(undefined)
  const [keyFailed, setKeyFailed] = useState(false)
  useEffect(() => {
    if (!wantsKey || apiKey || keyFailed) return
    let current = true
    void readApi(apiKeyRead)
      .then((answer) => answer.key)
      .catch(() => null)
      .then((key) => {
        if (!current) return
        if (key) setApiKey(key)
        else setKeyFailed(true)
      })
    return () => {
      current = false
    }
  }, [wantsKey, apiKey, keyFailed])
  const insertKey = wantsKey && apiKey !== undefined
  return (
    <section
      aria-labelledby="lab-code-title"
      className={css({
        display: 'grid',
        // One track no wider than the panel: the code scrolls inside its box, not the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '3',
        minW: '0',
        alignContent: 'start',
      })}
    >
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <h2 id="lab-code-title" className={css({ fontSize: 'lg', fontWeight: 'bold', mr: 'auto' })}>
          Code
        </h2>
        <Switch.Root
          checked={region === 'eu'}
          onCheckedChange={(details) => onRegionChange(details.checked ? 'eu' : 'global')}
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}
        >
          <Switch.Control
            className={css({
              w: '9',
              h: '5',
              borderRadius: 'full',
              bg: 'bg.emphasized',
              display: 'inline-flex',
              alignItems: 'center',
              p: '0.5',
              '&[data-state=checked]': { bg: 'accent.solid' },
            })}
          >
            <Switch.Thumb
              className={css({
                w: '4',
                h: '4',
                borderRadius: 'full',
                bg: 'white',
                transition: 'transform 0.15s',
                '&[data-state=checked]': { transform: 'translateX(1rem)' },
              })}
            />
          </Switch.Control>
          <Switch.Label>EU host (GDPR)</Switch.Label>
          <Switch.HiddenInput />
        </Switch.Root>
        {signedIn ? (
          <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
            <input
              type="checkbox"
              checked={wantsKey && !keyFailed}
              onChange={(event) => {
                setKeyFailed(false)
                storeChoice(SAMPLE_KEY_SHOWN_KEY, event.target.checked ? 'shown' : 'hidden')
              }}
            />
            Show my API key
          </label>
        ) : null}
      </div>
      {wantsKey && keyFailed ? (
        <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          Your API key could not be loaded.
        </p>
      ) : null}
      <Tabs
        label="Language"
        lazy
        focusablePanels={false}
        remember={SAMPLE_LANGUAGE_KEY}
        defaultValue="curl"
        items={sampleLanguages.map((language) => {
          const code = generateSample(language, {
            tool,
            values,
            fileNames,
            region,
            apiKey: insertKey ? apiKey : undefined,
          })
          return {
            value: language,
            label: sampleLanguageLabels[language],
            content: (
              <>
                {/* Above the code, not over it: the code box scrolls and takes focus of its own. */}
                <Clipboard.Root
                  value={code}
                  timeout={COPIED_MS}
                  className={css({ display: 'flex', justifyContent: 'flex-end', mb: '2' })}
                  onStatusChange={({ copied }) => {
                    if (copied) void notifySuccess(`${sampleLanguageLabels[language]} code copied`)
                  }}
                >
                  <Clipboard.Trigger className={button({ variant: 'outline', size: 'sm' })}>
                    <Clipboard.Indicator copied={<Check aria-hidden="true" size={16} />}>
                      <Copy aria-hidden="true" size={16} />
                    </Clipboard.Indicator>
                    <Clipboard.Context>
                      {(clipboard) => (clipboard.copied ? 'Copied' : 'Copy code')}
                    </Clipboard.Context>
                  </Clipboard.Trigger>
                </Clipboard.Root>
                <pre
                  tabIndex={0}
                  aria-label={`${sampleLanguageLabels[language]} sample`}
                  data-testid={`code-${language}`}
                  className={css({
                    p: '4',
                    borderRadius: 'lg',
                    bg: 'bg.muted',
                    fontSize: 'xs',
                    overflow: 'auto',
                    maxH: '28rem',
                  })}
                >
                  {code}
                </pre>
              </>
            ),
          }
        })}
        classNames={{
          list: css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '1',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          }),
          tab: css({
            px: '3',
            py: '1.5',
            fontSize: 'sm',
            cursor: 'pointer',
            borderBottomWidth: '2px',
            borderColor: 'transparent',
            '&[data-selected]': { borderColor: 'accent.default', fontWeight: 'semibold' },
          }),
          panel: css({ mt: '2' }),
        }}
      />
    </section>
  )
}
