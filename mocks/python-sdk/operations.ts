/**
 * The requests pdfRest's Python SDK sends, one per client method, written down from its source
 * (datalogics-cgreen/pdfrest-python: src/pdfrest/client.py at cf978bec, the payload models in
 * src/pdfrest/models/_internal.py at 67355897, and the SDK's own tests). Each body is what the
 * method's payload model dumps (`by_alias=True, exclude_none=True, exclude_unset=True`): uploaded
 * files by id, page lists joined with commas, booleans as on/off or true/false, text-object numbers
 * as strings. Nothing here is read from the site's catalogue: a catalogue change cannot make these
 * pass. `$name` stands for the id of the uploaded input of that name.
 */

/** The files a method takes, uploaded first with `files.create` as the SDK does; the MIME type is
 * what the SDK's `_allowed_mime_types` checks before sending. */
export const inputNames = [
  'pdf',
  'pdf2',
  'png',
  'profile',
  'icc',
  'pfx',
  'passphrase',
  'certificate',
  'privateKey',
  'xml',
  'zip',
  'markdown',
  'encrypted',
] as const
export type InputName = (typeof inputNames)[number]
export const isInputName = (name: string): name is InputName => inputNames.some((known) => known === name)

/** How the SDK reads the answer: a file-based response (outputs fetched with format=info) or a model. */
export type AnswerModel = 'files' | 'info' | 'extractText' | 'markdown' | 'summary' | 'translation'

export type SdkOperation = {
  method: string
  source: string
  endpoint: string
  body: Record<string, unknown>
  answer: AnswerModel
  /** How many output files the answer names, when not one. */
  outputs?: number
}

const pdf = '$pdf'
const client = 'client.py'
const internal = 'models/_internal.py'

const plainPdf = (method: string, endpoint: string, model: string, extra: Record<string, unknown> = {}) => ({
  method,
  source: `${client} ${method}; ${internal} ${model}`,
  endpoint,
  body: { id: pdf, ...extra },
  answer: 'files' as const,
})

export const sdkOperations: SdkOperation[] = [
  {
    method: 'query_pdf_info',
    source: `${client} query_pdf_info (queries default ALL_PDF_INFO_QUERIES); ${internal} PdfInfoPayload`,
    endpoint: '/pdf-info',
    body: {
      id: pdf,
      queries:
        'tagged,image_only,title,subject,author,producer,creator,creation_date,modified_date,keywords,custom_metadata,doc_language,page_count,contains_annotations,contains_signature,pdf_version,file_size,filename,restrict_permissions_set,contains_xfa,contains_acroforms,contains_javascript,contains_transparency,contains_embedded_file,uses_embedded_fonts,uses_nonembedded_fonts,pdfa,pdfua_claim,pdfe_claim,pdfx_claim,requires_password_to_open',
    },
    answer: 'info',
  },
  {
    method: 'summarize_text',
    source: `${client} summarize_text (sets output_type json); ${internal} SummarizePdfTextPayload`,
    endpoint: '/summarized-pdf-text',
    body: {
      id: pdf,
      target_word_count: 400,
      summary_format: 'overview',
      output_format: 'markdown',
      output_type: 'json',
    },
    answer: 'summary',
  },
  {
    method: 'summarize_text_to_file',
    source: `${client} summarize_text_to_file; ${internal} SummarizePdfTextPayload`,
    endpoint: '/summarized-pdf-text',
    body: {
      id: pdf,
      target_word_count: 400,
      summary_format: 'overview',
      output_format: 'markdown',
      output_type: 'file',
    },
    answer: 'files',
  },
  {
    method: 'convert_to_markdown',
    source: `${client} convert_to_markdown (output_type file, page_break_comments off); ${internal} ConvertToMarkdownPayload`,
    endpoint: '/markdown',
    body: { id: pdf, output_type: 'file', page_break_comments: 'off' },
    answer: 'files',
  },
  {
    method: 'ocr_pdf',
    source: `${client} ocr_pdf (languages English); ${internal} OcrPdfPayload`,
    endpoint: '/pdf-with-ocr-text',
    body: { id: pdf, languages: 'English' },
    answer: 'files',
  },
  {
    method: 'translate_pdf_text',
    source: `${client} translate_pdf_text (output_type json); ${internal} TranslatePdfTextPayload`,
    endpoint: '/translated-pdf-text',
    body: { id: pdf, output_language: 'es', output_format: 'markdown', output_type: 'json' },
    answer: 'translation',
  },
  {
    method: 'translate_pdf_text_to_file',
    source: `${client} translate_pdf_text_to_file; ${internal} TranslatePdfTextPayload`,
    endpoint: '/translated-pdf-text',
    body: { id: pdf, output_language: 'fr', output_format: 'plaintext', output_type: 'file' },
    answer: 'files',
  },
  plainPdf('extract_images', '/extracted-images', 'ExtractImagesPayload', { pages: '1-last' }),
  {
    method: 'extract_pdf_text',
    source: `${client} extract_pdf_text (booleans as on/off, output_type json); ${internal} ExtractTextPayload`,
    endpoint: '/extracted-text',
    body: {
      id: pdf,
      full_text: 'document',
      preserve_line_breaks: 'off',
      word_style: 'off',
      word_coordinates: 'off',
      output_type: 'json',
    },
    answer: 'extractText',
  },
  {
    method: 'extract_pdf_text_to_file',
    source: `${client} extract_pdf_text_to_file; ${internal} ExtractTextPayload`,
    endpoint: '/extracted-text',
    body: {
      id: pdf,
      full_text: 'by_page',
      preserve_line_breaks: 'on',
      word_style: 'off',
      word_coordinates: 'off',
      output_type: 'file',
    },
    answer: 'files',
  },
  plainPdf(
    'preview_redactions',
    '/pdf-with-redacted-text-preview',
    'PdfRedactionPreviewPayload (_serialize_redactions)',
    {
      redactions: '[{"type":"literal","value":"Sample"},{"type":"preset","value":"email"}]',
    },
  ),
  plainPdf('apply_redactions', '/pdf-with-redacted-text-applied', 'PdfRedactionApplyPayload', {
    rgb_color: '0,0,0',
  }),
  plainPdf(
    'add_text_to_pdf',
    '/pdf-with-added-text',
    'PdfAddTextPayload (_serialize_text_objects: numbers as text)',
    {
      text_objects:
        '[{"font":"Helvetica","max_width":"200.0","opacity":"0.5","page":"1","rotation":"0.0","text":"Approved","text_color_cmyk":"0,0,0,100","text_size":"24.0","x":"72.0","y":"700.0","is_rtl":"false"}]',
    },
  ),
  {
    method: 'add_image_to_pdf',
    source: `${client} add_image_to_pdf; ${internal} PdfAddImagePayload (image_id, x, y, page as numbers)`,
    endpoint: '/pdf-with-added-image',
    body: { id: pdf, image_id: '$png', x: 72, y: 72, page: 1 },
    answer: 'files',
  },
  {
    method: 'split_pdf',
    source: `${client} split_pdf; ${internal} PdfSplitPayload (one pages entry per group)`,
    endpoint: '/split-pdf',
    body: { id: pdf, pages: ['1', '2-last'] },
    answer: 'files',
    outputs: 2,
  },
  {
    method: 'merge_pdfs',
    source: `${client} merge_pdfs; ${internal} PdfMergePayload._serialize_pdf_merge_payload (parallel id/type/pages)`,
    endpoint: '/merged-pdf',
    body: { id: [pdf, '$pdf2'], type: ['id', 'id'], pages: ['1-last', '1'] },
    answer: 'files',
  },
  {
    method: 'zip_files',
    source: `${client} zip_files; ${internal} ZipPayload`,
    endpoint: '/zip',
    body: { id: [pdf, '$pdf2'] },
    answer: 'files',
  },
  {
    method: 'unzip_file',
    source: `${client} unzip_file; ${internal} UnzipPayload; PdfRestRawFileResponse.ids reads files[].id`,
    endpoint: '/unzip',
    body: { id: '$zip' },
    answer: 'files',
    outputs: 2,
  },
  plainPdf('convert_to_excel', '/excel', 'PdfToExcelPayload'),
  plainPdf('convert_to_powerpoint', '/powerpoint', 'PdfToPowerpointPayload'),
  plainPdf('convert_xfa_to_acroforms', '/pdf-with-acroforms', 'PdfXfaToAcroformsPayload'),
  plainPdf('convert_to_word', '/word', 'PdfToWordPayload', { output: 'report' }),
  {
    method: 'import_form_data',
    source: `${client} import_form_data; ${internal} PdfImportFormDataPayload (data_file_id)`,
    endpoint: '/pdf-with-imported-form-data',
    body: { id: pdf, data_file_id: '$xml' },
    answer: 'files',
  },
  plainPdf('flatten_pdf_forms', '/flattened-forms-pdf', 'PdfFlattenFormsPayload'),
  plainPdf('add_permissions_password', '/restricted-pdf', 'PdfRestrictPayload (restrictions as a list)', {
    new_permissions_password: 'owner-secret',
    restrictions: ['print_low', 'copy_content'],
  }),
  plainPdf('change_permissions_password', '/restricted-pdf', 'PdfRestrictPayload', {
    current_permissions_password: 'owner-secret',
    new_permissions_password: 'owner-secret-2',
  }),
  plainPdf('add_open_password', '/encrypted-pdf', 'PdfEncryptPayload', { new_open_password: 'open-secret' }),
  {
    method: 'remove_open_password',
    source: `${client} remove_open_password; ${internal} PdfDecryptPayload`,
    endpoint: '/decrypted-pdf',
    body: { id: '$encrypted', current_open_password: 'open-secret' },
    answer: 'files',
  },
  plainPdf('remove_permissions_password', '/unrestricted-pdf', 'PdfUnrestrictPayload', {
    current_permissions_password: 'owner-secret',
  }),
  plainPdf('compress_pdf', '/compressed-pdf', 'PdfCompressPayload', { compression_level: 'medium' }),
  {
    method: 'compress_pdf (custom profile)',
    source: `${client} compress_pdf; ${internal} PdfCompressPayload (profile_id with custom), tests/resources/compression_profile.json`,
    endpoint: '/compressed-pdf',
    body: { id: pdf, compression_level: 'custom', profile_id: '$profile' },
    answer: 'files',
  },
  {
    method: 'add_attachment_to_pdf',
    source: `${client} add_attachment_to_pdf; ${internal} PdfAddAttachmentPayload (id_to_attach)`,
    endpoint: '/pdf-with-added-attachment',
    body: { id: pdf, id_to_attach: '$xml' },
    answer: 'files',
  },
  {
    method: 'blank_pdf',
    source: `${client} blank_pdf (letter, 1 page); ${internal} PdfBlankPayload (portrait filled in); tests/test_blank_pdf.py`,
    endpoint: '/blank-pdf',
    body: { page_size: 'letter', page_count: 2, page_orientation: 'portrait', output: 'blank' },
    answer: 'files',
  },
  plainPdf('flatten_transparencies', '/flattened-transparencies-pdf', 'PdfFlattenTransparenciesPayload', {
    quality: 'medium',
  }),
  plainPdf('linearize_pdf', '/linearized-pdf', 'PdfLinearizePayload'),
  plainPdf('flatten_annotations', '/flattened-annotations-pdf', 'PdfFlattenAnnotationsPayload'),
  plainPdf('flatten_layers', '/flattened-layers-pdf', 'PdfFlattenLayersPayload'),
  plainPdf('rasterize_pdf', '/rasterized-pdf', 'PdfRasterizePayload'),
  plainPdf('convert_to_png', '/png', 'PngPdfRestPayload (resolution 300, smoothing none)', {
    resolution: 300,
    color_model: 'rgb',
    smoothing: 'none',
  }),
  plainPdf('convert_to_bmp', '/bmp', 'BmpPdfRestPayload', {
    pages: '1',
    resolution: 150,
    color_model: 'gray',
  }),
  plainPdf('convert_to_gif', '/gif', 'GifPdfRestPayload', { resolution: 72, color_model: 'rgb' }),
  plainPdf('convert_to_jpeg', '/jpg', 'JpegPdfRestPayload (jpeg_quality)', {
    resolution: 300,
    color_model: 'cmyk',
    jpeg_quality: 75,
  }),
  plainPdf('convert_to_tiff', '/tif', 'TiffPdfRestPayload', {
    resolution: 300,
    color_model: 'lab',
    smoothing: 'text,line',
  }),
  plainPdf('convert_to_pdfa', '/pdfa', 'PdfToPdfaPayload', {
    output_type: 'PDF/A-2b',
    rasterize_if_errors_encountered: 'off',
  }),
  plainPdf('convert_to_pdfx', '/pdfx', 'PdfToPdfxPayload', { output_type: 'PDF/X-4' }),
  plainPdf(
    'watermark_pdf_with_text',
    '/watermarked-pdf',
    'PdfTextWatermarkPayload (numbers as strings, CMYK)',
    {
      watermark_text: 'DRAFT',
      text_size: '48',
      text_color_cmyk: '0,100,100,0',
      opacity: '0.3',
      x: '10',
      y: '-10',
      rotation: '45',
      behind_page: 'true',
    },
  ),
  {
    method: 'watermark_pdf_with_file',
    source: `${client} watermark_pdf_with_file; ${internal} PdfImageWatermarkPayload (watermark_file_id, a PDF)`,
    endpoint: '/watermarked-pdf',
    body: { id: pdf, watermark_file_id: '$pdf2', watermark_file_scale: '0.75', behind_page: 'true' },
    answer: 'files',
  },
  plainPdf('convert_colors', '/pdf-with-converted-colors', 'PdfConvertColorsPayload', {
    color_profile: 'srgb',
    preserve_black: 'true',
  }),
  {
    method: 'convert_colors (custom ICC)',
    source: `${client} convert_colors; ${internal} PdfConvertColorsPayload (color_profile custom, profile_id)`,
    endpoint: '/pdf-with-converted-colors',
    body: { id: pdf, color_profile: 'custom', profile_id: '$icc' },
    answer: 'files',
  },
  {
    method: 'sign_pdf (PFX)',
    source: `${client} sign_pdf; ${internal} PdfSignPayload (pfx_credential_id, pfx_passphrase_id)`,
    endpoint: '/signed-pdf',
    body: {
      id: pdf,
      signature_configuration:
        '{"type":"new","name":"Approval","location":{"bottom_left":{"x":50,"y":50},"top_right":{"x":250,"y":120},"page":1}}',
      pfx_credential_id: '$pfx',
      pfx_passphrase_id: '$passphrase',
    },
    answer: 'files',
  },
  {
    method: 'sign_pdf (certificate and key, no location)',
    source: `${client} sign_pdf; ${internal} PdfSignPayload (certificate_id, private_key_id); tests/test_sign_pdf.py sends a new field without location`,
    endpoint: '/signed-pdf',
    body: {
      id: pdf,
      signature_configuration: '{"type":"new","name":"Invisible"}',
      certificate_id: '$certificate',
      private_key_id: '$privateKey',
    },
    answer: 'files',
  },
  {
    method: 'summarize_text (Markdown input)',
    source: `${client} summarize_text; ${internal} SummarizePdfTextPayload (PDF, Markdown or plain text)`,
    endpoint: '/summarized-pdf-text',
    body: {
      id: '$markdown',
      target_word_count: 100,
      summary_format: 'overview',
      output_format: 'plaintext',
      output_type: 'json',
    },
    answer: 'summary',
  },
]
