import { css } from 'styled-system/css'
import { AppLink } from '#ui/app-link.tsx'
import { SAMPLE_LANGUAGE_KEY } from '#ui/remembered-choice.ts'
import { Tabs } from '#ui/tabs.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import { CopyButton } from './copy-button.tsx'
import { SampleCode } from './sample-code.tsx'
import { SampleKeyControl } from './sample-key-control.tsx'
import type { CodeSampleBlock } from './schema.ts'

/** The look of a set of language tabs over code: the CMS block and the API reference share it. */
export const codeTabsClassNames = {
  root: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    overflow: 'hidden',
  }),
  // One row that scrolls sideways on a phone: wrapped, the last tabs made a second row of their own.
  list: css({ display: 'flex', overflowX: 'auto', scrollbarWidth: 'thin', bg: 'bg.muted' }),
  tab: css({
    flexShrink: '0',
    whiteSpace: 'nowrap',
    px: { base: '3', md: '4' },
    py: '2',
    cursor: 'pointer',
    fontWeight: 'medium',
    color: 'fg.muted',
    _selected: { color: 'fg.default', bg: 'bg.subtle' },
    // Inside the scrolling row an outer ring would be cut off.
    _focusVisible: { outlineOffset: '-2px' },
  }),
  panel: css({ bg: 'bg.subtle' }),
  // Shown only with scripting off, when every language's panel is stacked under its name.
  heading: css({
    px: '5',
    pt: '3',
    fontWeight: 'semibold',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    '[role=tablist] + [role=tabpanel] > &': { borderTopWidth: '0' },
  }),
}

export function CodeSample({ block }: { block: CodeSampleBlock }) {
  const [first] = block.samples
  if (!first || !block.tool) return null
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '6' })}>{block.intro}</p> : null}
      {/* An island: on a document page it loads on first pointer or focus (the click is replayed). */}
      <div data-island="code-sample">
        <SampleKeyControl />
        <Tabs
          label="Language"
          focusablePanels={false}
          stackWithoutScript
          remember={SAMPLE_LANGUAGE_KEY}
          defaultValue={first.language}
          items={block.samples.map((sample) => ({
            value: sample.language,
            label: sample.label,
            content: (
              <div data-copy-scope="">
                {/* A bar of its own: over the code it hid the first line wherever that line is long. */}
                <div className={css({ display: 'flex', justifyContent: 'flex-end', px: '3', pt: '3' })}>
                  <CopyButton text={sample.code} label={`Copy the ${sample.label} sample`} />
                </div>
                {/* Scrolls sideways on a phone: a Tab stop, so a keyboard can scroll it too. */}
                <pre
                  tabIndex={0}
                  aria-label={`${sample.label} sample`}
                  className={css({ px: '5', pt: '2', pb: '5', overflowX: 'auto', fontSize: 'sm' })}
                >
                  <SampleCode code={sample.code} />
                </pre>
              </div>
            ),
          }))}
          classNames={codeTabsClassNames}
        />
      </div>
      <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
        Change the parameters and run it with your own file in the{' '}
        <AppLink
          href={`/apilab/?tool=${block.tool.endpoint}`}
          className={css({ color: 'accent.default', textDecoration: 'underline' })}
        >
          API Lab: {block.tool.name}
        </AppLink>
        .
      </p>
    </Section>
  )
}
