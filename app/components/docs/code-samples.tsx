import { css, cx } from 'styled-system/css'
import { codeTabsClassNames } from '#blocks/code-sample/code-sample.tsx'
import { CopyButton } from '#blocks/code-sample/copy-button.tsx'
import { SampleCode } from '#blocks/code-sample/sample-code.tsx'
import { SampleKeyControl } from '#blocks/code-sample/sample-key-control.tsx'
import { generateSample, sampleLanguageLabels, sampleLanguages } from '#domain/pdf-api/code-samples.ts'
import type { LabTool } from '#domain/pdf-api/tools.ts'
import { SAMPLE_LANGUAGE_KEY } from '#ui/remembered-choice.ts'
import { Tabs } from '#ui/tabs.tsx'

/** The example values a sample sends: each parameter's default, else the first allowed value when required. */
export function exampleValues(tool: LabTool): Record<string, string> {
  const values: [string, string][] = []
  for (const spec of tool.params) {
    if ('default' in spec && spec.default) values.push([spec.name, spec.default])
    else if (!spec.required) continue
    else if (spec.kind === 'select' || spec.kind === 'multi')
      values.push([spec.name, spec.example ?? spec.options[0] ?? ''])
    else if (spec.kind === 'list') values.push([spec.name, '1-3'])
    else if (spec.kind === 'redactions') values.push([spec.name, '[{"type":"preset","value":"email"}]'])
    else if (spec.kind === 'text')
      values.push([spec.name, spec.secret ? 'a-strong-password' : 'CONFIDENTIAL'])
  }
  return Object.fromEntries(values)
}

/**
 * The endpoint's request in the six languages, from the API lab's own generator. Island
 * `code-sample` on the reference's documents: tabs and copy buttons without React, the first click
 * replayed; with scripting off every language shows, one under the other.
 */
export function EndpointCodeSamples({ tool }: { tool: LabTool }) {
  const values = exampleValues(tool)
  return (
    <div data-island="code-sample">
      <SampleKeyControl />
      <Tabs
        label="Language"
        focusablePanels={false}
        stackWithoutScript
        remember={SAMPLE_LANGUAGE_KEY}
        defaultValue="curl"
        items={sampleLanguages.map((language) => {
          const code = generateSample(language, { tool, values, fileNames: [], region: 'global' })
          return {
            value: language,
            label: sampleLanguageLabels[language],
            content: (
              <div data-copy-scope="">
                {/* A bar of its own: over the code it hid the first line wherever that line is long. */}
                <div className={css({ display: 'flex', justifyContent: 'flex-end', px: '3', pt: '3' })}>
                  <CopyButton text={code} label={`Copy the ${sampleLanguageLabels[language]} sample`} />
                </div>
                <pre
                  tabIndex={0}
                  aria-label={`${sampleLanguageLabels[language]} sample`}
                  className={css({
                    px: '5',
                    pt: '2',
                    pb: '5',
                    overflowX: 'auto',
                    fontSize: 'sm',
                    maxH: '32rem',
                  })}
                >
                  <SampleCode code={code} />
                </pre>
              </div>
            ),
          }
        })}
        classNames={{ ...codeTabsClassNames, root: cx(codeTabsClassNames.root, css({ mt: '4' })) }}
      />
    </div>
  )
}
