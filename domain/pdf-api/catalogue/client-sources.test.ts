import { describe, expect, it } from 'vitest'
import { clientDisagreements } from './client-sources.ts'

describe('the record of where pdfRest’s clients disagree', () => {
  it('names, for every choice, the client file it comes from', () => {
    expect(clientDisagreements.length).toBeGreaterThan(0)
    for (const entry of clientDisagreements) expect(entry.source, entry.topic).toMatch(/\.(py|sh|ts)\b/)
  })
})
