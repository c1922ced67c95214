import { css } from 'styled-system/css'
import { Tabs } from '~/components/ui/tabs.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import { CopyButton } from './copy-button.tsx'
import type { CodeSampleBlock } from './schema.ts'

/** The look of a set of language tabs over code: the CMS block and the API reference share it. */
export const codeTabsClassNames = {
  root: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    overflow: 'hidden',
  }),
  list: css({ display: 'flex', flexWrap: 'wrap', bg: 'bg.muted' }),
  tab: css({
    px: '4',
    py: '2',
    cursor: 'pointer',
    fontWeight: 'medium',
    color: 'fg.muted',
    _selected: { color: 'fg.default', bg: 'bg.subtle' },
  }),
  panel: css({ position: 'relative', bg: 'bg.subtle' }),
}

export function CodeSample({ block }: { block: CodeSampleBlock }) {
  const [first] = block.samples
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '6' })}>{block.intro}</p> : null}
      <Tabs
        label="Language"
        focusablePanels={false}
        defaultValue={first?.language}
        items={block.samples.map((sample) => ({
          value: sample.language,
          label: sample.language,
          content: (
            <>
              <div className={css({ position: 'absolute', top: '3', right: '3' })}>
                <CopyButton text={sample.code} label={`Copy the ${sample.language} sample`} />
              </div>
              <pre className={css({ p: '5', pr: '24', overflowX: 'auto', fontSize: 'sm' })}>
                <code>{sample.code}</code>
              </pre>
            </>
          ),
        }))}
        classNames={codeTabsClassNames}
      />
    </Section>
  )
}
