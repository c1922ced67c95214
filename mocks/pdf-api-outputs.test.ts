import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { LabTool, OutputKind } from '#domain/pdf-api/lab-tool.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { produceOutput } from './pdf-api-outputs.ts'
import { makePdf } from './fixtures/tiny-pdf.ts'

const byOutput = new Map<OutputKind, LabTool>()
for (const tool of labTools) if (!byOutput.has(tool.output)) byOutput.set(tool.output, tool)
const input = { name: 'report.pdf', bytes: makePdf([['Quarterly report']]) }
const lines = ['Quarterly report', 'pages: 1-3']
const made = (output: OutputKind, values: Record<string, string> = {}) => {
  const tool = byOutput.get(output)
  if (!tool) throw new Error(`no endpoint answers ${output}`)
  return produceOutput(tool, [input], values, lines)
}
const ascii = (bytes: Uint8Array, length: number) => new TextDecoder('latin1').decode(bytes.slice(0, length))
/** The archive's entry names, read with the system's unzip, which refuses a broken archive. */
function zipEntries(bytes: Uint8Array): string[] {
  const path = join(mkdtempSync(join(tmpdir(), 'pdfrest-zip-')), 'out.zip')
  writeFileSync(path, bytes)
  execFileSync('unzip', ['-tq', path])
  return execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n')
}

describe('the mock API output files', () => {
  it.each(['png', 'jpg', 'tiff', 'gif'] as const)(
    '%s is an image sharp reads back as its kind',
    async (kind) => {
      const file = await made(kind)
      const meta = await sharp(Buffer.from(file.bytes)).metadata()
      expect(meta.format).toBe(kind === 'jpg' ? 'jpeg' : kind)
      expect(meta.width).toBe(420)
      expect(file.name).toBe(`report.${kind}`)
    },
  )

  it('bmp is a 24-bit bitmap with a consistent header', async () => {
    const file = await made('bmp')
    const view = new DataView(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
    expect(ascii(file.bytes, 2)).toBe('BM')
    expect(view.getUint32(2, true)).toBe(file.bytes.length)
    expect(view.getUint16(28, true)).toBe(24)
    expect(file.type).toBe('image/bmp')
  })

  it('pptx is a valid archive holding a presentation with its slide, master, layout and theme', async () => {
    const file = await made('pptx')
    const names = zipEntries(file.bytes)
    expect(names[0]).toBe('[Content_Types].xml')
    expect(names).toEqual(
      expect.arrayContaining([
        'ppt/presentation.xml',
        'ppt/slides/slide1.xml',
        'ppt/slideMasters/slideMaster1.xml',
        'ppt/slideLayouts/slideLayout1.xml',
        'ppt/theme/theme1.xml',
      ]),
    )
    expect(new TextDecoder().decode(file.bytes)).toContain('Quarterly report')
  })

  it.each(['docx', 'xlsx'] as const)('%s is a valid Office archive', async (kind) => {
    const names = zipEntries((await made(kind)).bytes)
    expect(names).toContain('[Content_Types].xml')
  })

  it('zip holds the input files', async () => {
    const file = await made('zip')
    expect(zipEntries(file.bytes)).toEqual(['report.pdf'])
  })

  it('md is Markdown headed by the input name', async () => {
    const file = await made('md')
    expect(new TextDecoder().decode(file.bytes)).toMatch(/^# report\.pdf\n\npages: 1-3/)
    expect(file.type).toBe('text/markdown')
  })

  it('pdf is a PDF', async () => {
    expect(ascii((await made('pdf')).bytes, 5)).toBe('%PDF-')
  })

  it.each([
    ['xfdf', /<xfdf xmlns/],
    ['xml', /<form source/],
    ['fdf', /^%FDF-1\.2/],
  ])('form data as %s', async (format, shape) => {
    const file = await made('xml', { data_format: format })
    expect(new TextDecoder().decode(file.bytes)).toMatch(shape)
    expect(file.name).toBe(`report.${format}`)
  })
})

describe('caller values in output files', () => {
  it.each(['png', 'pptx'] as const)('%s drops control characters and escapes markup', async (kind) => {
    const tool = byOutput.get(kind)
    if (!tool) throw new Error(`no endpoint answers ${kind}`)
    const file = await produceOutput(tool, [input], {}, ['title: a\u000bb <c> & "d"\u000c'])
    if (kind === 'png') expect((await sharp(Buffer.from(file.bytes)).metadata()).format).toBe('png')
    else expect(new TextDecoder().decode(file.bytes)).toContain('ab &#60;c&#62; &#38; &#34;d&#34;')
  })
})
