import { Tabs } from '@ark-ui/react/tabs'
import { css } from 'styled-system/css'
import { defineBlock } from '../define-block.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import { CopyButton } from './copy-button.tsx'
import { type CodeSampleBlock, codeSampleSchema } from './schema.ts'

export function CodeSample({ block }: { block: CodeSampleBlock }) {
  const [first] = block.samples
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '6' })}>{block.intro}</p> : null}
      <Tabs.Root
        defaultValue={first?.language}
        className={css({
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          overflow: 'hidden',
        })}
      >
        <Tabs.List
          aria-label="Language"
          className={css({ display: 'flex', flexWrap: 'wrap', bg: 'bg.muted' })}
        >
          {block.samples.map((sample) => (
            <Tabs.Trigger
              key={sample.language}
              value={sample.language}
              className={css({
                px: '4',
                py: '2',
                cursor: 'pointer',
                fontWeight: 'medium',
                color: 'fg.muted',
                _selected: { color: 'fg.default', bg: 'bg.subtle' },
              })}
            >
              {sample.language}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {block.samples.map((sample) => (
          <Tabs.Content
            key={sample.language}
            value={sample.language}
            className={css({ position: 'relative', bg: 'bg.subtle' })}
          >
            <div className={css({ position: 'absolute', top: '3', right: '3' })}>
              <CopyButton text={sample.code} label={`Copy the ${sample.language} sample`} />
            </div>
            <pre className={css({ p: '5', pr: '24', overflowX: 'auto', fontSize: 'sm' })}>
              <code>{sample.code}</code>
            </pre>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Section>
  )
}

export const codeSampleBlock = defineBlock({
  uid: 'blocks.code-sample',
  schema: codeSampleSchema,
  Component: CodeSample,
  populate: { samples: '*' },
})
