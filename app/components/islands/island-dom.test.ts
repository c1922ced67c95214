// @vitest-environment happy-dom
import { z } from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import { readIslandProps, typedValues } from './island-dom.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function island(html: string): HTMLElement {
  document.body.innerHTML = html
  const element = document.getElementById('island')
  if (!element) throw new Error('no island')
  return element
}

function control<T extends Element>(root: HTMLElement, selector: string, type: new () => T): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`no ${selector}`)
  return found
}

describe('typedValues', () => {
  it('reads what was typed into the server form, by name, and nothing else', () => {
    const root = island(`<div id="island"><form>
      <input name="name" value="">
      <select name="topic"><option value="">Choose</option><option value="billing">Billing</option></select>
      <textarea name="message"></textarea>
      <input name="other" value="kept out">
    </form></div>`)
    control(root, 'input', HTMLInputElement).value = 'Jo'
    control(root, 'select', HTMLSelectElement).value = 'billing'
    control(root, 'textarea', HTMLTextAreaElement).value = 'Half a sentence'
    expect(typedValues(root, ['name', 'topic', 'message', 'missing'])).toEqual({
      name: 'Jo',
      topic: 'billing',
      message: 'Half a sentence',
    })
  })

  it('is empty without a form', () => {
    expect(typedValues(island('<div id="island"></div>'), ['name'])).toEqual({})
  })
})

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
