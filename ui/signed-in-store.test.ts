// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'
import { onSignedInChange, publishSignedIn, isSignedIn } from './signed-in-store.ts'

const root = document.documentElement
afterEach(() => {
  delete root.dataset.signedIn
  delete root.dataset.userPlan
})

describe('the signed-in record', () => {
  it('reads what the head script painted from the hint before any island ran', () => {
    expect(isSignedIn()).toBe(false)
    root.dataset.signedIn = 'true'
    expect(isSignedIn()).toBe(true)
  })

  it("follows the server's word: <html> for CSS, then every listener", () => {
    const listener = vi.fn()
    const stop = onSignedInChange(listener)
    publishSignedIn({ plan: 'Pro' })
    expect(root.dataset.signedIn).toBe('true')
    expect(root.dataset.userPlan).toBe('Pro')
    expect(listener).toHaveBeenLastCalledWith(true)
    publishSignedIn({ plan: null })
    expect(root.dataset.userPlan).toBeUndefined()
    stop()
    publishSignedIn({ plan: 'Pro' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('drops a stale hint when the server says nobody is signed in', () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=Pro; Path=/`
    root.dataset.signedIn = 'true'
    root.dataset.userPlan = 'Pro'
    const listener = vi.fn()
    const stop = onSignedInChange(listener)
    publishSignedIn(null)
    stop()
    expect(isSignedIn()).toBe(false)
    expect(root.dataset.userPlan).toBeUndefined()
    // happy-dom keeps an expired cookie's name; browsers drop it.
    expect(document.cookie).not.toMatch(new RegExp(`${SIGNED_IN_HINT_COOKIE}=[^;]`))
    expect(listener).toHaveBeenCalledWith(false)
  })
})
