import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { detailsField, requiredText } from './contact-fields.schema.ts'

const name = requiredText('Name', 120)
const message = detailsField(20, 5000)
const messagesOf = (schema: z.ZodMiniType, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('request form text fields', () => {
  it('a one-line field keeps no control characters or line breaks', () => {
    expect(name.parse('Ann\r\nBcc: someone@example.com')).toBe('Ann Bcc: someone@example.com')
    expect(name.parse(' Ann\u0000\u001b  Lee\t')).toBe('Ann Lee')
  })

  it('a field of nothing that shows is required, whatever invisible characters it holds', () => {
    for (const value of ['\u200b', '\u0000\u0000', '\u2060\u200d\ufeff', '\r\n\t']) {
      expect(messagesOf(name, value), JSON.stringify(value)).toEqual(['Name is required'])
    }
    expect(name.parse('Zoë 🧑‍💻')).toBe('Zoë 🧑‍💻')
  })

  it('a message keeps its lines but not control characters, and counts only what shows', () => {
    expect(message.parse('First line\r\nsecond line\u0007 is here.')).toBe('First line\nsecond line is here.')
    const tooShort = 'Tell us a little more (20 characters at least)'
    expect(messagesOf(message, '\u0000'.repeat(25))).toEqual([tooShort])
    expect(messagesOf(message, `help${'\u200b'.repeat(30)}`)).toEqual([tooShort])
    expect(messagesOf(message, 'x'.repeat(5001))).toEqual(['Please keep it under 5000 characters'])
  })
})
