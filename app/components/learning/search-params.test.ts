import { describe, expect, it } from 'vitest'
import { solutionsSearch, tutorialsSearch } from './search-params.ts'

describe('the learning lists’ queries', () => {
  it('keep a page number and a tag slug', () => {
    expect(solutionsSearch({ page: '3', tag: 'ocr' })).toEqual({ page: 3, tag: 'ocr' })
    expect(tutorialsSearch({ page: 2 })).toEqual({ page: 2 })
  })

  it('fall back to the first page, and drop a bad tag and anything else', () => {
    expect(solutionsSearch({ page: 'abc', tag: 'Not a slug!', extra: 'x' })).toEqual({ page: 1 })
    expect(solutionsSearch({ page: 501 })).toEqual({ page: 1 })
    expect(tutorialsSearch({ page: 0, tag: 'ocr' })).toEqual({ page: 1 })
    expect(tutorialsSearch({})).toEqual({})
  })
})
