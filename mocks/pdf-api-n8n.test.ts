import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { pdfApiHandlers } from './pdf-api.ts'
import { startMockServerFor } from './test-server.ts'
import { findUserByEmail } from './users.ts'

/*
 * The requests pdfRest's n8n node sends to the endpoints only it calls, as its operation files build
 * them (a JSON body naming an uploaded file by id), and the answer fields its workflows read.
 */
const api = 'https://api.pdf.test'
startMockServerFor(pdfApiHandlers(api))

const key = findUserByEmail('premium@example.com')?.account.apiKey ?? ''
const made = z.strictObject({ outputUrl: z.url(), outputId: z.string(), inputId: z.string() })

async function uploaded(): Promise<string> {
  const form = new FormData()
  form.append('file', new File([makePdf([['Research paper']])], 'paper.pdf', { type: 'application/pdf' }))
  const answer = await fetch(`${api}/upload`, { method: 'POST', headers: { 'Api-Key': key }, body: form })
  const id = z.object({ files: z.array(z.object({ id: z.string() })) }).parse(await answer.json())
    .files[0]?.id
  if (!id) throw new Error('no upload')
  return id
}
const node = (endpoint: string, body: object) =>
  fetch(`${api}/${endpoint}`, {
    method: 'POST',
    headers: { 'Api-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the n8n node’s own endpoints against the mock', () => {
  it('/tdm-reserved-pdf: id, policy and output (tdmReserved.operation.ts)', async () => {
    const id = await uploaded()
    const response = await node('tdm-reserved-pdf', {
      id,
      policy: 'https://example.com/tdm-policy',
      output: 'reserved',
    })
    expect(response.status).toBe(200)
    expect(made.parse(await response.json()).inputId).toBe(id)
    const missing = await node('tdm-reserved-pdf', { id })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: 'Policy is required' })
  })

  it('/pdf-with-page-boxes-set: boxes as its JSON text (setPageBoxes.operation.ts)', async () => {
    const id = await uploaded()
    const boxes = {
      boxes: [
        { box: 'media', pages: [{ range: '1', top: -10, bottom: -10, left: -10, right: -10 }] },
        { box: 'trim', pages: [{ range: 'all', top: 12, bottom: 12, left: 18, right: 18 }] },
      ],
    }
    const response = await node('pdf-with-page-boxes-set', { id, boxes: JSON.stringify(boxes) })
    expect(response.status).toBe(200)
    expect(made.parse(await response.json()).inputId).toBe(id)
    // The node refuses a crop margin of 0 and a range of "last" before sending; so does the API.
    for (const [box, range, size] of [
      ['crop', 'all', 0],
      ['crop', 'last', 1],
    ] as const) {
      const refused = await node('pdf-with-page-boxes-set', {
        id,
        boxes: JSON.stringify({
          boxes: [{ box, pages: [{ range, top: size, bottom: size, left: size, right: size }] }],
        }),
      })
      expect(refused.status).toBe(400)
    }
  })

  it('/pdf-with-added-shapes: shape_objects as JSON itself, one object or a list (addShapes.operation.ts)', async () => {
    const id = await uploaded()
    const line = {
      type: 'line',
      page: 1,
      x1: 72,
      y1: 576,
      x2: 540,
      y2: 576,
      stroke_color_cmyk: '0, 100, 100, 0',
    }
    const rectangle = { type: 'rectangle', page: 'all', x: 54, y: 540, width: 504, height: 108, opacity: 1 }
    for (const shapes of [line, [line, rectangle]]) {
      const response = await node('pdf-with-added-shapes', { id, shape_objects: shapes, tag_enabled: false })
      expect(response.status).toBe(200)
      expect(made.parse(await response.json()).inputId).toBe(id)
    }
    const tagged = { ...line, tag_structure_type: 'Figure' }
    const untagged = await node('pdf-with-added-shapes', { id, shape_objects: [tagged] })
    expect(await untagged.json()).toMatchObject({
      error: 'Shape tag properties require tag_enabled to be true.',
    })
    const withTags = await node('pdf-with-added-shapes', { id, shape_objects: [tagged], tag_enabled: true })
    expect(withTags.status).toBe(200)
    for (const wrong of [
      { ...line, type: 'circle' },
      { ...line, stroke_color_rgb: '0,0,0' },
    ]) {
      const refused = await node('pdf-with-added-shapes', { id, shape_objects: [wrong] })
      expect(refused.status).toBe(400)
    }
  })

  it('/pdf-with-added-tables: table_objects as JSON itself, images by image_ids (addTables.operation.ts)', async () => {
    const id = await uploaded()
    const logo = await uploaded()
    const table = {
      page: 1,
      x: 54,
      y: 540,
      width: 504,
      columns: [{ width: 252 }, { width: 252 }],
      header_rows: [{ cells: [{ text: 'Milestone' }, { text: 'Status' }] }],
      rows: [
        { cells: [{ text: 'Requirements review', row_span: 2 }, { image: { image_index: 0, width: 24 } }] },
        { cells: [{ text: 'Complete', style: { text_color_rgb: [0, 128, 0] } }] },
      ],
    }
    const response = await node('pdf-with-added-tables', { id, table_objects: [table], image_ids: [logo] })
    expect(response.status).toBe(200)
    expect(made.parse(await response.json()).inputId).toBe(id)
    const refusals: [object, string | undefined][] = [
      [{ id, table_objects: table }, 'A cell image’s image_index must name one of image_ids.'],
      [
        { id, table_objects: { ...table, tag_structure_type: 'Table' }, image_ids: [logo] },
        'Table tag properties require tag_enabled to be true.',
      ],
      // A row that leaves a column empty, and widths that do not add up to the table's.
      [{ id, table_objects: { ...table, rows: [{ cells: [{ text: 'one' }] }] } }, undefined],
      [{ id, table_objects: { ...table, width: 500 }, image_ids: [logo] }, undefined],
    ]
    for (const [body, message] of refusals) {
      const refused = await node('pdf-with-added-tables', body)
      expect(refused.status).toBe(400)
      if (message) expect(await refused.json()).toMatchObject({ error: message })
    }
  })

  it('/postscript: the node’s options as it sends them, booleans and numbers as JSON (convertPostscript.operation.ts)', async () => {
    const id = await uploaded()
    const response = await node('postscript', {
      id,
      binary_output: true,
      output: 'for-the-printer',
      page_range: 'all',
      ps_level: 3,
      print_annotations: true,
      rotate: false,
      scale: 1,
      shrink_to_fit: false,
    })
    expect(response.status).toBe(200)
    const answer = made.parse(await response.json())
    expect(answer.inputId).toBe(id)
    const file = await fetch(answer.outputUrl)
    expect(file.headers.get('content-type')).toBe('application/postscript')
    expect((await file.text()).startsWith('%!PS-Adobe-3.0')).toBe(true)
    const refused = await node('postscript', { id, scale: 0 })
    expect(refused.status).toBe(400)
  })
})
