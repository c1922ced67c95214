import { css, cx } from 'styled-system/css'
import { codeTabsClassNames } from '#blocks/code-sample/code-sample.tsx'
import { CopyButton } from '#blocks/code-sample/copy-button.tsx'
import { SampleKeyControl } from '#blocks/code-sample/sample-key-control.tsx'
import type { PublishedSample } from '#domain/pdf-api/code-samples.ts'
import { fenceLanguage } from '#shared/docs/quickstart-programs.ts'
import { SAMPLE_LANGUAGE_KEY } from '#ui/remembered-choice.ts'
import { Tabs } from '#ui/tabs.tsx'
import { HighlightedCode } from './highlighted-code.tsx'

/**
 * The endpoint's request in the six languages, from the API lab's own generator. Island
 * `code-sample` on the reference's documents: tabs and copy buttons without React, the first click
 * replayed; with scripting off every language shows, one under the other.
 */
export function EndpointCodeSamples({ samples }: { samples: PublishedSample[] }) {
  return (
    <div data-island="code-sample">
      <SampleKeyControl />
      <Tabs
        label="Language"
        focusablePanels={false}
        stackWithoutScript
        remember={SAMPLE_LANGUAGE_KEY}
        defaultValue="curl"
        items={samples.map(({ language, label, code }) => ({
          value: language,
          label,
          content: (
            <div data-copy-scope="">
              {/* A bar of its own: over the code it hid the first line wherever that line is long. */}
              <div className={css({ display: 'flex', justifyContent: 'flex-end', px: '3', pt: '3' })}>
                <CopyButton text={code} label={`Copy the ${label} sample`} />
              </div>
              <pre
                tabIndex={0}
                aria-label={`${label} sample`}
                className={css({
                  px: '5',
                  pt: '2',
                  pb: '5',
                  overflowX: 'auto',
                  fontSize: 'sm',
                  maxH: '32rem',
                })}
              >
                <HighlightedCode code={code} language={fenceLanguage[language]} />
              </pre>
            </div>
          ),
        }))}
        classNames={{ ...codeTabsClassNames, root: cx(codeTabsClassNames.root, css({ mt: '4' })) }}
      />
    </div>
  )
}
