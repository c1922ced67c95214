// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { API_KEY_PLACEHOLDER, generateSample } from '#domain/pdf-api/code-samples.ts'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { SAMPLE_KEY_SHOWN_KEY } from '#ui/remembered-choice.ts'
import { SampleCode } from './sample-code.tsx'
import { SampleKeyControl } from './sample-key-control.tsx'
import { enhanceSampleKeys } from './sample-key.ts'
import { publishSignedIn } from '#ui/signed-in-store.ts'

const tool = findLabTool('compressed-pdf')
if (!tool) throw new Error('compressed-pdf missing')
const curl = generateSample('curl', { tool, values: {}, fileNames: [], region: 'global' })
const python = generateSample('python', { tool, values: {}, fileNames: [], region: 'global' })

let cleanup: () => void = () => undefined
beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = renderToString(
    <>
      <SampleKeyControl />
      <pre id="curl">
        <SampleCode code={curl} />
      </pre>
      <pre id="python">
        <SampleCode code={python} />
      </pre>
    </>,
  )
})
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const code = (id: string) => document.getElementById(id)?.textContent ?? ''
const control = () => document.querySelector<HTMLElement>('[data-sample-key-control]')
const box = () => document.querySelector<HTMLInputElement>('[data-sample-key-control] input')
const signedIn = (value: boolean) => publishSignedIn(value ? { plan: null } : null)

describe('SampleCode', () => {
  it('renders the sample unchanged, the key in a slot of its own', () => {
    expect(code('curl')).toBe(curl)
    expect(document.querySelectorAll('#curl [data-api-key]')).toHaveLength(1)
    expect(control()?.hidden).toBe(true)
  })
})

describe('enhanceSampleKeys', () => {
  it('fills the customer key into every sample and shows the control, ticked', async () => {
    cleanup = enhanceSampleKeys(document, async () => 'demo-pro-0003-key')
    await expect.poll(() => code('curl')).toContain('Api-Key: demo-pro-0003-key')
    expect(code('python')).toContain("'Api-Key': 'demo-pro-0003-key'")
    expect(code('curl')).toBe(curl.replace(API_KEY_PLACEHOLDER, 'demo-pro-0003-key'))
    expect(control()?.hidden).toBe(false)
    expect(box()?.checked).toBe(true)
  })

  it('hides the key again when unticked, remembered for the next page', async () => {
    cleanup = enhanceSampleKeys(document, async () => 'demo-pro-0003-key')
    await expect.poll(() => box()?.checked).toBe(true)
    box()?.click()
    expect(code('curl')).toBe(curl)
    expect(localStorage.getItem(SAMPLE_KEY_SHOWN_KEY)).toBe('hidden')
    box()?.click()
    expect(code('python')).toContain('demo-pro-0003-key')
    expect(localStorage.getItem(SAMPLE_KEY_SHOWN_KEY)).toBe('shown')
  })

  it('starts hidden when the customer hid it on an earlier page', async () => {
    localStorage.setItem(SAMPLE_KEY_SHOWN_KEY, 'hidden')
    cleanup = enhanceSampleKeys(document, async () => 'demo-pro-0003-key')
    await expect.poll(() => control()?.hidden).toBe(false)
    expect(box()?.checked).toBe(false)
    expect(code('curl')).toBe(curl)
  })

  it('leaves the placeholder and the control hidden without a key, and puts it back on sign-out', async () => {
    let key: string | null = null
    cleanup = enhanceSampleKeys(document, async () => key)
    await Promise.resolve()
    expect(code('curl')).toBe(curl)
    expect(control()?.hidden).toBe(true)
    key = 'demo-starter-0001-key'
    signedIn(true)
    await expect.poll(() => code('curl')).toContain('demo-starter-0001-key')
    signedIn(false)
    await expect.poll(() => code('curl')).toBe(curl)
    expect(control()?.hidden).toBe(true)
  })

  it('keeps the placeholder when the key cannot be read', async () => {
    cleanup = enhanceSampleKeys(document, () => Promise.reject(new Error('down')))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(code('curl')).toBe(curl)
    expect(control()?.hidden).toBe(true)
  })
})
