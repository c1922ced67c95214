import { describe, expect, it } from 'vitest'
import { labAfterSignUp } from './lab-intent.ts'
import { findLabTool } from './tools.ts'

const at = (url: string) => {
  const parsed = new URL(url, 'https://pdfrest.test')
  return { pathname: parsed.pathname, search: parsed.search }
}
const toolIn = (address: string) => new URLSearchParams(address.split('?')[1]).get('tool') ?? ''

describe('the lab after sign-up keeps the tool the visitor came for', () => {
  it('from the lab, a tool page or an endpoint reference, as a tool the lab knows', () => {
    expect(labAfterSignUp(at('/apilab/?tool=compressed-pdf'))).toBe('/apilab/?n=s&tool=compressed-pdf')
    expect(labAfterSignUp(at('/apitools/compress-pdf/'))).toBe('/apilab/?n=s&tool=compress-pdf')
    expect(labAfterSignUp(at('/documentation/markdown/'))).toBe('/apilab/?n=s&tool=markdown')
    for (const page of ['/apitools/compress-pdf/', '/documentation/markdown/', '/apilab/?tool=merged-pdf'])
      expect(findLabTool(toolIn(labAfterSignUp(at(page))))).toBeDefined()
  })

  it('lands on the welcome alone from anywhere else, or for a value that is no tool name', () => {
    expect(labAfterSignUp(at('/'))).toBe('/apilab/?n=s')
    expect(labAfterSignUp(at('/pricing/'))).toBe('/apilab/?n=s')
    expect(labAfterSignUp(at('/apilab/?tool=%3Cscript%3E'))).toBe('/apilab/?n=s')
    expect(labAfterSignUp(at('/apitools/'))).toBe('/apilab/?n=s')
  })
})
