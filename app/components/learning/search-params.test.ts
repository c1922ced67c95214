import { describe, expect, it } from 'vitest'
import { LIST_MAX_PAGE } from '#shared/content/list-bounds.ts'
import { solutionsSearch, tutorialsSearch } from './search-params.ts'

describe('the learning lists’ queries', () => {
  it('keep a page number and a tag slug', () => {
    expect(solutionsSearch({ page: '3', tag: 'ocr' })).toEqual({ page: 3, tag: 'ocr' })
    expect(tutorialsSearch({ page: 2 })).toEqual({ page: 2 })
  })

  it('fall back to the first page, and drop a bad tag and anything else (tutorials take a tag too)', () => {
    expect(solutionsSearch({ page: 'abc', tag: 'Not a slug!', extra: 'x' })).toEqual({ page: 1 })
    expect(solutionsSearch({ page: LIST_MAX_PAGE + 1 })).toEqual({ page: 1 })
    expect(tutorialsSearch({ page: 0, tag: 'ocr' })).toEqual({ page: 1, tag: 'ocr' })
    expect(tutorialsSearch({})).toEqual({})
  })
})
