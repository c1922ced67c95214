// @vitest-environment happy-dom
import { z } from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import { readIslandProps } from './island-dom.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function island(html: string): HTMLElement {
  document.body.innerHTML = html
  const element = document.getElementById('island')
  if (!element) throw new Error('no island')
  return element
}

describe('readIslandProps', () => {
  const schema = z.object({ siteKey: z.string() })

  it('parses the props the server wrote', () => {
    const root = island(`<div id="island" data-island-props='{"siteKey":"abc"}'></div>`)
    expect(readIslandProps(root, schema)).toEqual({ siteKey: 'abc' })
  })

  it('refuses props of the wrong shape rather than render with them', () => {
    const root = island(`<div id="island" data-island-props='{"siteKey":3}'></div>`)
    expect(() => readIslandProps(root, schema)).toThrow()
  })
})
