import { describe, expect, it } from 'vitest'
import {
  buildSearchIndex,
  editDistance,
  groupHits,
  highlightParts,
  type SearchDoc,
  search,
} from './search-engine.ts'

const tool = (
  title: string,
  group: string,
  description: string,
  keywords: string[] = [],
  pro = false,
): SearchDoc => ({
  id: `tool:${title}`,
  kind: 'tool',
  title,
  url: `/apitools/${title.toLowerCase().replace(/\s+/g, '-')}/`,
  group,
  description,
  keywords,
  pro,
})

const docs: SearchDoc[] = [
  tool('Compress PDF', 'Optimize', 'Reduce the file size of PDFs.', ['compress', 'pdf']),
  tool('PDF Redaction', 'Secure', 'Black out sensitive text.', ['redact', 'redaction', 'black out'], true),
  tool(
    'Convert to Markdown',
    'Convert',
    'Turn PDFs into Markdown for LLM pipelines.',
    ['pdf to markdown', 'md'],
    true,
  ),
  tool('PDF to Word', 'Convert', 'Editable DOCX from any PDF.'),
  tool('Merge PDFs', 'Modify', 'Combine several PDFs into one.'),
  tool('Split PDF', 'Modify', 'Cut a PDF into parts.'),
  tool('OCR PDF', 'Extract', 'Make scanned PDFs searchable.', [], true),
  tool('Encrypt PDF', 'Secure', 'Protect a PDF with a password.'),
  { id: 'page:pricing', kind: 'page', title: 'Pricing', url: '/pricing/', keywords: ['plans', 'price'] },
  { id: 'page:lab', kind: 'page', title: 'API Lab', url: '/apilab/', keywords: ['playground'] },
  { id: 'product:cloud', kind: 'product', title: 'Cloud API', url: '/products/cloud-api/' },
  {
    id: 'post:redact',
    kind: 'post',
    title: 'How to redact a PDF in Python',
    url: '/learning/solutions/redact/',
    description: 'Redact names.',
  },
  {
    id: 'post:blurb',
    kind: 'post',
    title: 'Shrinking documents',
    url: '/learning/solutions/shrink/',
    description: 'We compress everything.',
  },
  {
    id: 'tut:redact',
    kind: 'tutorial',
    title: 'Redact PDFs with Node.js',
    url: '/learning/tutorials/redact-node/',
    group: 'Node.js',
  },
  { id: 'page:resume', kind: 'page', title: 'Résumé parsing', url: '/learning/resume/' },
]
const index = buildSearchIndex(docs)
const titles = (query: string) => search(index, query).map((hit) => hit.doc.title)

describe('site search ranking', () => {
  it('finds a tool from a prefix while typing', () => {
    expect(titles('compres')[0]).toBe('Compress PDF')
    expect(titles('co')[0]).toMatch(/^(Compress PDF|Convert to Markdown)$/)
  })

  it('tolerates typos, transpositions included', () => {
    expect(editDistance('redcat', 'redact', 2)).toBe(1)
    expect(titles('redcat')[0]).toBe('PDF Redaction')
    expect(titles('markdwon')[0]).toBe('Convert to Markdown')
  })

  it('ranks an exact name or keyword above a blurb match', () => {
    const compress = titles('compress')
    expect(compress[0]).toBe('Compress PDF')
    expect(compress.indexOf('Shrinking documents')).toBeGreaterThan(0)
    expect(titles('redact')[0]).toBe('PDF Redaction')
  })

  it('puts phrases in title order first, finds keywords, and honours exact titles', () => {
    expect(titles('pdf to markdown')[0]).toBe('Convert to Markdown')
    expect(titles('md')).toContain('Convert to Markdown')
    expect(titles('pricing')[0]).toBe('Pricing')
    expect(titles('pdf to word')[0]).toBe('PDF to Word')
  })

  it('needs every word, returns nothing for nonsense or an empty query, folds accents', () => {
    expect(titles('merge split')).toEqual([])
    expect(titles('xyzzy')).toEqual([])
    expect(titles('   ')).toEqual([])
    expect(titles('resume')[0]).toBe('Résumé parsing')
  })

  it('highlights the matched part of the title', () => {
    const [hit] = search(index, 'compres')
    expect(hit?.titleMatches).toEqual([[0, 7]])
    expect(highlightParts('Compress PDF', hit?.titleMatches ?? [])).toEqual([
      { text: 'Compres', match: true },
      { text: 's PDF', match: false },
    ])
  })

  it('groups hits: API Tools, Pages, Products, Learning, Tutorials', () => {
    const groups = groupHits(search(index, 'redact'))
    expect(groups.map((group) => group.label)).toEqual(['API Tools', 'Learning', 'Tutorials'])
    expect(groups[0]?.hits[0]?.doc.pro).toBe(true)
  })

  it('searches 500 documents quickly', () => {
    const many = Array.from({ length: 500 }, (_, at): SearchDoc => ({
      id: `doc${at}`,
      kind: at % 2 ? 'post' : 'tool',
      title: `Document number ${at} about ${['merging', 'splitting', 'redacting', 'compressing'][at % 4]} PDFs`,
      url: `/doc/${at}/`,
      description: 'A synthetic document for the timing test with a longer description of what it does.',
    }))
    const big = buildSearchIndex(many)
    const started = performance.now()
    const found = search(big, 'compresing pdf', 1000)
    // A few ms on an idle machine: the bound leaves room for a loaded one and still catches a quadratic search.
    expect(performance.now() - started).toBeLessThan(500)
    expect(found.length).toBeGreaterThan(100)
  })
})
