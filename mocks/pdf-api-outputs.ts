import sharp from 'sharp'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { makeBmp } from './fixtures/bmp.ts'
import { MINIMAL_DOCX_BASE64, MINIMAL_XLSX_BASE64 } from './fixtures/office-files.ts'
import { makePptx } from './fixtures/pptx.ts'
import { storeZip } from './fixtures/store-zip.ts'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { xmlText } from '#shared/http/xml-text.ts'

export type OutputFile = { name: string; type: string; bytes: Uint8Array }
type Input = { name: string; bytes: Uint8Array }

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
const text = (value: string) => new TextEncoder().encode(value)

async function renderImage(format: 'png' | 'jpg' | 'tiff' | 'gif', lines: string[]): Promise<Uint8Array> {
  const body = lines
    .map(
      (line, index) =>
        `<text x="24" y="${48 + index * 28}" font-size="20" font-family="sans-serif">${xmlText(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`
  const image = sharp(Buffer.from(svg))
  const encoded =
    format === 'png'
      ? image.png()
      : format === 'jpg'
        ? image.jpeg({ quality: 80 })
        : format === 'tiff'
          ? image.tiff()
          : image.gif()
  return new Uint8Array(await encoded.toBuffer())
}

const imageTypes = { png: 'image/png', jpg: 'image/jpeg', tiff: 'image/tiff', gif: 'image/gif' } as const

function formData(format: string, source: string): OutputFile {
  if (format === 'fdf') {
    return {
      name: 'form.fdf',
      type: 'application/vnd.fdf',
      bytes: text(
        `%FDF-1.2\n1 0 obj\n<< /FDF << /F (${source}) /Fields [<< /T (name) /V (Ada Lovelace) >> << /T (email) /V (ada@example.com) >>] >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
      ),
    }
  }
  const body =
    format === 'xfdf'
      ? `<xfdf xmlns="http://ns.adobe.com/xfdf/"><f href="${source}"/><fields><field name="name"><value>Ada Lovelace</value></field><field name="email"><value>ada@example.com</value></field></fields></xfdf>`
      : `<form source="${source}"><name>Ada Lovelace</name><email>ada@example.com</email></form>`
  return {
    name: `form.${format}`,
    type: format === 'xfdf' ? 'application/vnd.adobe.xfdf' : 'application/xml',
    bytes: text(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`),
  }
}

/**
 * A real file of the kind the endpoint produces: the lines name the tool, the input and the
 * parameters, so a developer sees their request in what they download.
 */
export async function produceOutput(
  tool: LabTool,
  inputs: Input[],
  values: Record<string, string>,
  lines: string[],
): Promise<OutputFile> {
  const [first] = inputs
  const stem = (values.output ?? first?.name.replace(/\.[^.]+$/, '') ?? tool.id).replace(/\.[^.]+$/, '')
  switch (tool.output) {
    case 'png':
    case 'jpg':
    case 'tiff':
    case 'gif':
      return {
        name: `${stem}.${tool.output}`,
        type: imageTypes[tool.output],
        bytes: await renderImage(tool.output, lines),
      }
    case 'bmp':
      return { name: `${stem}.bmp`, type: 'image/bmp', bytes: makeBmp(lines.length) }
    case 'md':
    case 'json':
      return {
        name: `${stem}.md`,
        type: 'text/markdown',
        bytes: text(`# ${first?.name ?? tool.name}\n\n${lines.slice(1).join('\n\n')}\n`),
      }
    case 'docx':
      return {
        name: `${stem}.docx`,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: fromBase64(MINIMAL_DOCX_BASE64),
      }
    case 'xlsx':
      return {
        name: `${stem}.xlsx`,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: fromBase64(MINIMAL_XLSX_BASE64),
      }
    case 'pptx':
      return {
        name: `${stem}.pptx`,
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        bytes: makePptx([lines]),
      }
    case 'xml': {
      const made = formData(values.data_format ?? 'xfdf', first?.name ?? 'form.pdf')
      return { ...made, name: `${stem}.${values.data_format ?? 'xfdf'}` }
    }
    case 'zip':
      return {
        name: `${stem}.zip`,
        type: 'application/zip',
        bytes: storeZip(inputs.map((input) => ({ name: input.name, bytes: input.bytes }))),
      }
    case 'ps':
      return {
        name: `${stem}.ps`,
        type: 'application/postscript',
        bytes: text(
          `%!PS-Adobe-3.0\n%%Title: ${tool.name} output\n%%Pages: 1\n%%EndComments\n${lines
            .map(
              (line, index) =>
                `/Helvetica 12 selectfont 72 ${720 - index * 16} moveto (${line.replace(/[()\\]/g, '\\$&')}) show`,
            )
            .join('\n')}\nshowpage\n%%EOF\n`,
        ),
      }
    case 'pdf':
      return { name: `${stem}.pdf`, type: 'application/pdf', bytes: makePdf([lines], `${tool.name} output`) }
  }
}
