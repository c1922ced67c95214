import { describe, expect, it } from 'vitest'
import { authentication } from './api-guides'

function listItems(): string[] {
  return authentication.blocks.flatMap((block) => (block.kind === 'list' ? block.items : []))
}

describe('authentication guide', () => {
  // pdfRest's Python SDK sends its Api-Key header on every request, the download of an output
  // (`GET /resource/{id}`) included: nothing in pdfRest's clients says an output downloads without it.
  it('tells readers to fetch outputs with their key, as pdfRest’s clients do', () => {
    const items = listItems()
    expect(items.some((item) => item.includes('without a key'))).toBe(false)
    expect(items.some((item) => item.includes('`GET /resource/{id}`') && item.includes('`Api-Key`'))).toBe(
      true,
    )
  })
})
