import { describe, expect, it } from 'vitest'
import { maxUploadBytes, uploadLimitText } from './plan-limits.ts'
import { allowsProTools } from './plan-rules.ts'

describe('the upload limit the lab states', () => {
  it("states the visitor's own plan's limit, with an account's override", () => {
    expect(uploadLimitText('Starter', maxUploadBytes('Starter', null))).toBe(
      'Up to 100 MB per file on your Starter plan.',
    )
    expect(uploadLimitText('Enterprise', maxUploadBytes('Enterprise', null))).toBe(
      'Up to 1 GB per file on your Enterprise plan.',
    )
    expect(uploadLimitText('Pro', maxUploadBytes('Pro', 750))).toBe('Up to 750 MB per file on your Pro plan.')
  })

  it("states every plan's limit to a visitor who is signed out, not the largest one", () => {
    expect(uploadLimitText(null, maxUploadBytes('Enterprise', null))).toBe(
      'Up to 100 MB on Starter, 250 MB on Premium, 500 MB on Pro or 1 GB on Enterprise per file.',
    )
  })
})

describe('Pro tools', () => {
  it('need Premium or a higher plan', () => {
    expect(allowsProTools('Starter')).toBe(false)
    expect(allowsProTools('Premium')).toBe(true)
    expect(allowsProTools('Enterprise')).toBe(true)
  })
})
