// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { generateSample, sampleLanguageLabels } from '#domain/pdf-api/code-samples.ts'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { renderEntries } from '../test-render.tsx'
import { codeSampleBlock } from './schema.ts'
import { brokenCodeSample, codeSampleFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('code-sample block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(codeSampleFixtures))
      expect(codeSampleBlock.parse(fixture).ok).toBe(true)
    expect(codeSampleBlock.parse(brokenCodeSample).ok).toBe(false)
  })

  it('generates the code from the API lab catalogue, in all six languages, as the lab does', () => {
    const prepared = codeSampleBlock.prepare(codeSampleFixtures.compress, { key: 'k', clean: (html) => html })
    if (!prepared.ok) throw new Error(prepared.reason)
    const tool = findLabTool('compressed-pdf')
    if (!tool) throw new Error('no compress tool')
    const { samples } = prepared.value.block
    expect(samples.map((sample) => sample.label)).toEqual(Object.values(sampleLanguageLabels))
    for (const sample of samples) {
      expect(sample.code).toBe(
        generateSample(sample.language, {
          tool,
          values: { compression_level: 'medium' },
          fileNames: [],
          region: 'global',
        }),
      )
    }
    const curl = samples[0]?.code ?? ''
    expect(curl).toContain('https://api.pdfrest.com/compressed-pdf')
    expect(curl).toContain('compression_level=medium')
  })

  it('gives every required parameter a value, so each published sample is a request the API accepts', () => {
    for (const tool of ['split-pdf', 'watermarked-pdf', 'pdf-with-redacted-text-preview', 'pdf-info']) {
      const prepared = codeSampleBlock.prepare(
        { __component: 'blocks.code-sample', heading: 'x', tool },
        { key: 'k', clean: (html) => html },
      )
      if (!prepared.ok) throw new Error(prepared.reason)
      const python = prepared.value.block.samples.find((sample) => sample.language === 'python')
      const spec = findLabTool(tool)?.params.find((param) => param.required)
      expect(python?.code).toContain(`'${spec?.name}`)
    }
  })

  it('shows code per language in tabs, with a way to the lab', async () => {
    await renderEntries([codeSampleFixtures.compress])
    const list = screen.getByRole('tablist', { name: 'Language' })
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['cURL', 'Python', 'Node.js', 'PHP', 'Java', 'C#'])
    expect(screen.getByRole('tab', { name: 'cURL' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('link', { name: 'API Lab: Compress PDF' }).getAttribute('href')).toBe(
      '/apilab/?tool=compressed-pdf',
    )
    // Every sample is in the DOM (server HTML has them all); only the selected one is shown.
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true, true, true, true])
    expect(panels[1]?.textContent).toContain('requests.post(')

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Python' }))
    expect(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    const python = screen.getByRole('tabpanel', { name: 'Python' })
    expect(python.textContent).toContain('requests.post(')
    expect(within(python).getByRole('button', { name: 'Copy the Python sample' })).toBeTruthy()
  })

  it('moves between languages with the arrow keys', async () => {
    const user = userEvent.setup()
    await renderEntries([codeSampleFixtures.compress])
    await user.click(screen.getByRole('tab', { name: 'cURL' }))
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('C#')
    expect(screen.getByRole('tabpanel').textContent).toContain('HttpClient')
  })
})
