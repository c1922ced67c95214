import { describe, expect, it } from 'vitest'
import { multipartForm } from './multipart.ts'

describe('multipartForm', () => {
  it('sends text as text, files as files and a list as the same field repeated', () => {
    const first = new File(['%PDF-1'], 'first.pdf')
    const second = new File(['%PDF-2'], 'second.pdf')
    const form = multipartForm({ tool: 'merged-pdf', values: '{}', file: [first, second], left: undefined })
    expect(form.get('tool')).toBe('merged-pdf')
    expect(form.get('values')).toBe('{}')
    expect(form.getAll('file').map((value) => (value instanceof File ? value.name : value))).toEqual([
      'first.pdf',
      'second.pdf',
    ])
    expect(form.has('left')).toBe(false)
  })

  it('makes an empty form of anything that is not an object', () => {
    expect([...multipartForm('text').keys()]).toEqual([])
    expect([...multipartForm(null).keys()]).toEqual([])
  })
})
