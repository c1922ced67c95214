import { z } from 'zod/mini'
import type { LabTool } from '../lab-tool.ts'
import { outputName, password, rgbColor } from './shared.ts'

const one = { min: 1, max: 1 }
const restrictions = [
  'print_low',
  'print_high',
  'edit_document_assembly',
  'edit_fill_and_sign_form_fields',
  'edit_annotations',
  'edit_content',
  'copy_content',
  'accessibility_off',
] as const
const restriction = `(${restrictions.join('|')})`

const point = z.object({ x: z.number(), y: z.number() })
const signatureConfiguration = z.object({
  type: z.enum(['new', 'existing']),
  name: z.optional(z.string().check(z.maxLength(200))),
  logo_opacity: z.optional(z.number().check(z.gte(0), z.lte(1))),
  location: z.optional(
    z.object({
      bottom_left: point,
      top_right: point,
      page: z.union([z.string().check(z.maxLength(10)), z.number().check(z.int(), z.gte(1))]),
    }),
  ),
  display: z.optional(
    z.object({
      include_distinguished_name: z.optional(z.boolean()),
      include_datetime: z.optional(z.boolean()),
      contact: z.optional(z.string().check(z.maxLength(200))),
      location: z.optional(z.string().check(z.maxLength(200))),
      name: z.optional(z.string().check(z.maxLength(200))),
      reason: z.optional(z.string().check(z.maxLength(200))),
    }),
  ),
})

/** Secure bucket: passwords, permissions, redaction and signatures. */
export const secureEndpoints: LabTool[] = [
  {
    id: 'encrypted-pdf',
    name: 'Encrypt PDF',
    cmsSlug: 'encrypt-pdf',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      password('new_open_password', 'New open password', true, 6),
      password('current_open_password', 'Current open password', false),
      password('current_permissions_password', 'Current permissions password', false),
      outputName,
    ],
  },
  {
    id: 'decrypted-pdf',
    name: 'Decrypt PDF',
    cmsSlug: 'decrypt-pdf',
    pro: false,
    input: 'pdf',
    sampleInput: 'encrypted.pdf',
    files: one,
    output: 'pdf',
    params: [
      password('current_open_password', 'Current open password', true),
      password('current_permissions_password', 'Current permissions password', false),
      outputName,
    ],
  },
  {
    id: 'restricted-pdf',
    name: 'Restrict PDF',
    cmsSlug: 'restrict-pdf',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      password('new_permissions_password', 'New permissions password', true, 6),
      {
        kind: 'list',
        name: 'restrictions',
        label: 'Restrictions',
        required: false,
        pattern: new RegExp(`^\\s*${restriction}(\\s*,\\s*${restriction})*\\s*$`),
        patternMessage: `Any of ${restrictions.join(', ')}`,
        example: 'print_high,copy_content',
      },
      password('current_permissions_password', 'Current permissions password', false),
      password('current_open_password', 'Current open password', false),
      outputName,
    ],
  },
  {
    id: 'unrestricted-pdf',
    name: 'Unrestrict PDF',
    cmsSlug: 'unrestrict-pdf',
    pro: false,
    input: 'pdf',
    sampleInput: 'restricted.pdf',
    files: one,
    output: 'pdf',
    params: [
      password('current_permissions_password', 'Current permissions password', true),
      password('current_open_password', 'Current open password', false),
      outputName,
    ],
  },
  {
    id: 'pdf-with-redacted-text-preview',
    name: 'Redact PDF (preview)',
    cmsSlug: 'pdf-redaction',
    pro: true,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      {
        kind: 'redactions',
        name: 'redactions',
        label: 'Redactions (JSON)',
        required: true,
        example: '[{"type":"preset","value":"email"}]',
        help: 'For example [{"type":"preset","value":"email"}]',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-with-redacted-text-applied',
    name: 'Redact PDF (apply)',
    cmsSlug: 'pdf-redaction',
    pro: true,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [rgbColor('rgb_color', 'Redaction box colour (RGB)'), outputName],
  },
  {
    id: 'signed-pdf',
    name: 'Sign PDF',
    cmsSlug: 'sign-pdf',
    pro: true,
    input: 'pdf',
    // Credentials are a PFX and its passphrase, or a certificate and its private key (PEM or DER):
    // PdfSignPayload `_validate_credentials`, models/_internal.py. The lab and the samples send the PFX pair.
    files: { min: 3, max: 4 },
    extraFiles: [
      {
        field: 'pfx_credential_file',
        idField: 'pfx_credential_id',
        label: 'PFX credential',
        accepts: 'a .pfx or .p12 file, with its passphrase',
        required: true,
        instead: ['certificate_file', 'private_key_file'],
        sampleName: 'credentials.pfx',
      },
      {
        field: 'pfx_passphrase_file',
        idField: 'pfx_passphrase_id',
        label: 'PFX passphrase',
        accepts: 'a text file holding the passphrase',
        required: true,
        instead: ['certificate_file', 'private_key_file'],
        sampleName: 'passphrase.txt',
      },
      {
        field: 'certificate_file',
        idField: 'certificate_id',
        label: 'Certificate',
        accepts: 'a .pem or .der certificate, with its private key, instead of a PFX',
        required: false,
        sampleName: 'certificate.pem',
      },
      {
        field: 'private_key_file',
        idField: 'private_key_id',
        label: 'Private key',
        accepts: 'a .pem or .der private key',
        required: false,
        sampleName: 'private_key.pem',
      },
      {
        field: 'logo_file',
        idField: 'logo_id',
        label: 'Logo',
        accepts: 'a JPEG, PNG, TIFF or BMP image',
        required: false,
        sampleName: 'logo.png',
      },
    ],
    output: 'pdf',
    params: [
      {
        kind: 'json',
        name: 'signature_configuration',
        label: 'Signature configuration (JSON)',
        required: true,
        maxLength: 5000,
        schema: signatureConfiguration,
        shape:
          'a JSON object {"type": "new" | "existing", "name", "location": {"bottom_left": {"x", "y"}, "top_right": {"x", "y"}, "page"}, …}; without a location a new field is invisible',
        example:
          '{"type":"new","name":"Approval","location":{"bottom_left":{"x":50,"y":50},"top_right":{"x":250,"y":120},"page":1}}',
      },
      outputName,
    ],
  },
  {
    // pdfRest's n8n node: nodes/PdfRest/actions/tdmReserved.operation.ts and its test.
    id: 'tdm-reserved-pdf',
    name: 'TDM Reserve PDF',
    cmsSlug: 'tdm-reserve-pdf',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      {
        kind: 'text',
        name: 'policy',
        label: 'Policy',
        required: true,
        maxLength: 2048,
        example: 'https://example.com/tdm-policy',
        help: 'The address of your terms of use or machine-readable TDM policy, embedded as the PDF’s TDM reservation (TDMRep).',
      },
      outputName,
    ],
  },
]
