// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { SIGNED_IN_HINT_COOKIE } from './cookie-names.ts'
import { signedInHintScript, signedInHintValue } from './signed-in-hint.ts'

const root = document.documentElement
const run = () => new Function(signedInHintScript)()

afterEach(() => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`
  delete root.dataset.signedIn
  delete root.dataset.userPlan
})

describe('the signed-in hint', () => {
  it("carries the plan's name, or 1 for a customer without one", () => {
    expect(signedInHintValue('Pro')).toBe('Pro')
    expect(signedInHintValue(null)).toBe('1')
  })

  it('paints the signed-in state on <html> before first paint, with a known plan only', () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=Enterprise; Path=/`
    run()
    expect(root.dataset.signedIn).toBe('true')
    expect(root.dataset.userPlan).toBe('Enterprise')
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=<b>; Path=/`
    delete root.dataset.userPlan
    run()
    expect(root.dataset.userPlan).toBeUndefined()
  })

  it('leaves a signed-out visitor as the HTML is', () => {
    run()
    expect(root.dataset.signedIn).toBeUndefined()
  })
})
