import type { LabTool } from '../lab-tool.ts'
import { outputName } from './shared.ts'

const one = { min: 1, max: 1 }
const plain = (id: string, name: string, cmsSlug: string): LabTool => ({
  id,
  name,
  cmsSlug,
  pro: false,
  input: 'pdf',
  files: one,
  output: 'pdf',
  params: [outputName],
})

/** Optimize bucket: smaller, faster, flatter PDFs. */
export const optimizeEndpoints: LabTool[] = [
  {
    id: 'compressed-pdf',
    name: 'Compress PDF',
    cmsSlug: 'compress-pdf',
    pro: false,
    input: 'pdf',
    // custom takes a JSON profile (`profile` part or `profile_id`): PdfCompressPayload, models/_internal.py.
    files: { min: 1, max: 2 },
    extraFiles: [
      {
        field: 'profile',
        idField: 'profile_id',
        label: 'Compression profile',
        accepts: 'a JSON compression profile, for the custom level only',
        required: false,
        sampleName: 'profile.json',
      },
    ],
    output: 'pdf',
    params: [
      {
        kind: 'select',
        name: 'compression_level',
        label: 'Compression level',
        required: true,
        options: ['low', 'medium', 'high', 'custom'],
        example: 'medium',
      },
      outputName,
    ],
  },
  plain('linearized-pdf', 'Linearize PDF', 'linearize-pdf'),
  plain('rasterized-pdf', 'Rasterize PDF', 'rasterize-pdf'),
  {
    id: 'flattened-transparencies-pdf',
    name: 'Flatten Transparencies',
    cmsSlug: 'flatten-transparencies',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      {
        kind: 'select',
        name: 'quality',
        label: 'Quality',
        required: false,
        options: ['low', 'medium', 'high'],
        default: 'medium',
      },
      outputName,
    ],
  },
  plain('flattened-layers-pdf', 'Flatten Layers', 'flatten-layers'),
]
