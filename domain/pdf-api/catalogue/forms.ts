import type { LabTool } from '../lab-tool.ts'
import { outputName } from './shared.ts'

const one = { min: 1, max: 1 }
const plain = (id: string, name: string, cmsSlug: string, pro = false): LabTool => ({
  id,
  name,
  cmsSlug,
  pro,
  input: 'pdf',
  files: one,
  output: 'pdf',
  params: [outputName],
})

/** Forms bucket: fill, export and flatten PDF forms. */
export const formsEndpoints: LabTool[] = [
  {
    id: 'pdf-with-imported-form-data',
    name: 'Import Form Data',
    cmsSlug: 'import-form-data',
    pro: false,
    input: 'pdf',
    files: { min: 2, max: 2 },
    extraFiles: [
      {
        field: 'data_file',
        idField: 'data_file_id',
        label: 'Form data',
        accepts: 'an XFDF, FDF, XML, XDP or XFD file',
        required: true,
        sampleName: 'form-data.xfdf',
      },
    ],
    output: 'pdf',
    params: [outputName],
  },
  {
    id: 'exported-form-data',
    name: 'Export Form Data',
    cmsSlug: 'export-form-data',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'xml',
    params: [
      {
        kind: 'select',
        name: 'data_format',
        label: 'Data format',
        required: true,
        options: ['xfdf', 'fdf', 'xml', 'xdp', 'xfd'],
        example: 'xfdf',
        help: 'AcroForms export xfdf, fdf or xml; XFA forms xfd, xdp or xml.',
      },
      outputName,
    ],
  },
  plain('flattened-forms-pdf', 'Flatten Forms', 'flatten-forms'),
  plain('flattened-annotations-pdf', 'Flatten Annotations', 'flatten-annotations'),
  plain('pdf-with-acroforms', 'XFA to AcroForms', 'xfa-to-acroforms', true),
]
