import { describe, expect, it } from 'vitest'
import { posts } from '#mocks/fixtures/posts.ts'
import { postSchema } from './blog.schema.ts'
import { cutOnWord, EXCERPT_MAX_CHARS, firstParagraph, postExcerpt, readingMinutes } from './post-summary.ts'

const post = (fields: {
  html?: string
  excerpt?: string
  custom_excerpt?: string | null
  reading_time?: number
}) => postSchema.parse({ id: 'p', title: 'T', slug: 't', ...fields })

describe('post excerpts', () => {
  it("prefers the editor's custom excerpt", () => {
    expect(postExcerpt(post({ custom_excerpt: 'Short and sweet.', html: '<p>Body</p>' }))).toBe(
      'Short and sweet.',
    )
  })

  it("takes the first paragraph, never the headings Ghost's plain text runs into it", () => {
    const html =
      '<p>Redact emails &amp; phone numbers from PDFs.</p><h2>What you need</h2><p>A free key.</p><table><tr><td>Parameter</td></tr></table>'
    const ghostExcerpt = 'Redact emails & phone numbers from PDFs.\nWhat you need\nA free key.\nParameter'
    expect(postExcerpt(post({ html, excerpt: ghostExcerpt }))).toBe(
      'Redact emails & phone numbers from PDFs.',
    )
    expect(postExcerpt(post({ html: '', excerpt: ghostExcerpt }))).toBe(
      'Redact emails & phone numbers from PDFs.',
    )
    expect(firstParagraph('<figure><img src="x"></figure><p> </p><p><strong>Bold</strong> start</p>')).toBe(
      'Bold start',
    )
  })

  it('cuts long text on a word boundary with an ellipsis', () => {
    const long = 'Name of the output file without the extension, chosen by you. '.repeat(6)
    const cut = cutOnWord(long)
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS + 1)
    expect(cut.endsWith('…')).toBe(true)
    const kept = cut.slice(0, -1)
    // A prefix of the text that ends where a word ends, without trailing punctuation before the ellipsis.
    expect(long.startsWith(kept)).toBe(true)
    expect(long.charAt(kept.length)).toMatch(/[\s,.]/)
    expect(kept).toMatch(/\w$/)
    expect(cutOnWord('Short.')).toBe('Short.')
  })

  it('gives every seeded post a clean excerpt: whole words, no section headings', () => {
    for (const fixture of posts) {
      const excerpt = postExcerpt(postSchema.parse(fixture))
      expect(excerpt.length).toBeGreaterThan(20)
      expect(excerpt).not.toMatch(/What you need|Parameters|The challenge/)
      if (excerpt.endsWith('…')) expect(excerpt).toMatch(/\w…$/)
    }
  })
})

describe('reading time', () => {
  it("uses Ghost's reading_time, or counts words at 275 a minute", () => {
    expect(readingMinutes(post({ reading_time: 7 }))).toBe(7)
    expect(readingMinutes(post({ reading_time: 0, html: `<p>${'word '.repeat(1100)}</p>` }))).toBe(4)
    expect(readingMinutes(post({ html: '<p>Hi</p>' }))).toBe(1)
  })

  it('seeds reading times the way Ghost computes them, not one minute for every post', () => {
    const minutes = new Set(posts.map((fixture) => fixture.reading_time))
    expect(minutes.size).toBeGreaterThan(1)
  })
})
