import { describe, expect, it } from 'vitest'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { findLabTool, labTools, paramProblems } from '#domain/pdf-api/tools.ts'
import { MAX_KEPT_VALUE_CHARS, formValues, keptValues, signInAddress } from './try-it-values.ts'

const toolNamed = (id: string): LabTool => {
  const tool = findLabTool(id)
  if (!tool) throw new Error(`no tool ${id}`)
  return tool
}
const compress = toolNamed('compressed-pdf')
const withMulti = labTools.find((tool) => tool.params.some((spec) => spec.kind === 'multi'))

const form = (fields: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('formValues', () => {
  it("reads the tool's parameters only, trimmed, and leaves empty ones to the API's default", () => {
    const values = formValues(
      compress,
      form([
        ['tool', 'compressed-pdf'],
        ['compression_level', '  high '],
        ['output', ''],
        ['auth', 'sign-in'],
      ]),
    )
    expect(values).toEqual({ compression_level: 'high' })
    expect(paramProblems(compress, values)).toEqual({})
  })

  it('joins a multiple choice with commas, as the lab sends it', () => {
    if (!withMulti) throw new Error('the catalogue has a multiple-choice parameter')
    const spec = withMulti.params.find((param) => param.kind === 'multi')
    if (spec?.kind !== 'multi') throw new Error('unreachable')
    const [first = '', second = ''] = spec.options
    const values = formValues(
      withMulti,
      form([
        [spec.name, first],
        [spec.name, second],
      ]),
    )
    expect(values[spec.name]).toBe(`${first},${second}`)
    expect(paramProblems(withMulti, values)[spec.name]).toBeUndefined()
  })
})

describe('the sign-in round trip', () => {
  it('opens sign-in on the same reference page, its values in the address and back at the form', () => {
    const address = signInAddress(compress, { compression_level: 'high', output: 'smaller' })
    expect(address).toBe(
      '/documentation/compressed-pdf/?auth=sign-in&compression_level=high&output=smaller#try-it',
    )
    const back = new URL(address, 'https://example.test')
    expect(keptValues(compress, back.searchParams)).toEqual({ compression_level: 'high', output: 'smaller' })
  })

  it('carries no value longer than its bound, and reads back only the tool’s own parameters', () => {
    const long = 'x'.repeat(MAX_KEPT_VALUE_CHARS + 1)
    expect(signInAddress(compress, { output: long })).not.toContain('output=')
    const search = new URLSearchParams({ compression_level: 'low', api_key: 'secret', output: long })
    expect(keptValues(compress, search)).toEqual({ compression_level: 'low' })
  })
})
