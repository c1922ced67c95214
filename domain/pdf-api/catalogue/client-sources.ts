/**
 * Where pdfRest's own clients disagree with each other or with this catalogue, and what the
 * catalogue, the mock and /openapi.json follow. Sources: datalogics-cgreen/pdfrest-python
 * (src/pdfrest/client.py at cf978bec, src/pdfrest/models/public.py at 97821c4b,
 * src/pdfrest/models/_internal.py at 67355897, tests/), pdfrest/pdfrest-api-samples (482df0d4),
 * pdfrest/n8n-nodes-pdfrest (its commit given with each file).
 */
export type ClientDisagreement = { topic: string; clientsSay: string; chosen: string; source: string }

export const clientDisagreements: ClientDisagreement[] = [
  {
    topic: 'Error body',
    clientsSay:
      'The SDK’s tests answer errors as { "error": "…", "errorDetail": … } (and one { "message": … }); its PdfRestErrorResponse reads only message.',
    chosen:
      'Every error carries error (the API’s field) and the same text as message, so every SDK version shows it.',
    source:
      'tests/test_client.py (_build_error_detail_response, retry tests); models/public.py PdfRestErrorResponse',
  },
  {
    topic: 'File info (/resource/{id}?format=info)',
    clientsSay:
      'PdfRestFile requires id, name, url, type, size, modified (with zone); reads scheduledDeletionTimeUtc.',
    chosen: 'All of them, plus watermarked (the site’s lab reads it).',
    source: 'models/public.py PdfRestFile; tests/test_client.py _build_file_info',
  },
  {
    topic: '/resource/{id} format',
    clientsSay: 'download_file sends no format and expects the file; fetch_file_info sends format=info.',
    chosen: 'format defaults to file (the catalogue said info).',
    source: 'client.py download_file, fetch_file_info',
  },
  {
    topic: '/resource/{id} format=url',
    clientsSay:
      'The n8n node offers file, url and info, url by default, and reads no field of the url answer; the SDK never sends url.',
    chosen:
      'Accepted: format=url answers { "url": … }, the download address alone (the field PdfRestFile also names url).',
    source: 'n8n-nodes-pdfrest nodes/PdfRest/actions/getResource.operation.ts (format options)',
  },
  {
    topic: '/delete body',
    clientsSay:
      'The SDK’s DeletePayload and the n8n node both send JSON { "ids": "id1, id2" }: one comma-separated string.',
    chosen: 'JSON as they send it (the published samples too); multipart ids is also read.',
    source: 'models/_internal.py DeletePayload; n8n-nodes-pdfrest actions/deleteResources.operation.ts',
  },
  {
    topic: '/postscript',
    clientsSay:
      'Only the n8n node calls it: page_range (default all), ps_level 2 or 3 (default 3, sent as a number), binary_output, print_annotations (default true), rotate, shrink_to_fit (default false), scale (default 1, above 0).',
    chosen: 'All of them with those defaults; scale bounded at 10, a ceiling the node leaves open.',
    source: 'n8n-nodes-pdfrest nodes/PdfRest/actions/convertPostscript.operation.ts',
  },
  {
    topic: '/markdown output_type',
    clientsSay:
      'ConvertToMarkdownPayload declares json as default but dumps with exclude_unset, so an unset value is never sent; convert_to_markdown always sets file.',
    chosen: 'The server default stays file (what the lab shows); json answers { inputId, markdown }.',
    source: 'models/_internal.py ConvertToMarkdownPayload; client.py convert_to_markdown',
  },
  {
    topic: 'Split page groups',
    clientsSay: 'PdfSplitPayload sends pages as a list, one entry per output file.',
    chosen:
      'Each pages[] entry (multipart) or list item (JSON) makes one file; several answer outputId/outputUrl lists.',
    source: 'models/_internal.py PdfSplitPayload; client.py split_pdf',
  },
  {
    topic: 'Merge per-file type and pages',
    clientsSay: 'PdfMergePayload sends parallel id, type ("id") and pages ("1-last" by default) lists.',
    chosen:
      'type[] and pages[] are documented, one per input in order; the mock does not check the counts match.',
    source: 'models/_internal.py PdfMergePayload._serialize_pdf_merge_payload',
  },
  {
    topic: 'Numbers sent as text',
    clientsSay:
      'Text objects send every non-string value as a string ("24.0"); watermarks send opacity, x, y, rotation, text_size and watermark_file_scale as strings; add-image sends x, y, page as numbers.',
    chosen: 'Both forms are accepted wherever a number is.',
    source: 'models/_internal.py _serialize_text_objects, _BasePdfWatermarkPayload, PdfAddImagePayload',
  },
  {
    topic: 'Watermark file',
    clientsSay:
      'PdfImageWatermarkPayload takes watermark_file_id, which must be a PDF, scaled by watermark_file_scale (default 0.5).',
    chosen:
      'watermark_file / watermark_file_id instead of watermark_text; the catalogue’s earlier "image watermark" is a PDF.',
    source: 'models/_internal.py PdfImageWatermarkPayload',
  },
  {
    topic: 'Signing credentials',
    clientsSay: 'A PFX and its passphrase, or a certificate and private key (PEM or DER), never both.',
    chosen: 'Both pairs; the lab and the published samples send the PFX pair.',
    source: 'models/_internal.py PdfSignPayload._validate_credentials',
  },
  {
    topic: 'A new signature field without a location',
    clientsSay: 'The SDK’s signing test sends a new field with no location (an invisible signature).',
    chosen: 'Accepted; the catalogue refused it before.',
    source: 'tests/test_sign_pdf.py; models/_internal.py _PdfSignatureConfigurationModel',
  },
  {
    topic: 'Required fields with a default',
    clientsSay:
      'compression_level, color_profile, PDF/A and PDF/X output_type, data_format have no default in the SDK: the caller must send them.',
    chosen: 'Required, without a default; the lab pre-selects the example.',
    source:
      'models/_internal.py PdfCompressPayload, PdfConvertColorsPayload, PdfToPdfaPayload, PdfToPdfxPayload',
  },
  {
    topic: '/blank-pdf answer',
    clientsSay: 'The SDK’s test answers only outputId (no inputId: there is no input).',
    chosen: 'outputUrl and outputId, no inputId.',
    source: 'tests/test_blank_pdf.py',
  },
  {
    topic: '/upload',
    clientsSay:
      'The SDK uploads multipart file parts or a JSON url list; the samples repository also posts a raw body named by Content-Filename.',
    chosen: 'All three.',
    source:
      'client.py files.create / create_from_urls; pdfrest-api-samples cURL/Endpoint Examples/JSON Payload/zugferd-pdf.sh',
  },
  {
    topic: 'ZUGFeRD fields (/zugferd-pdf)',
    clientsSay:
      'The samples send the invoice XML (file or id) with a PDF (pdf_file or pdf_id), regenerate_pdf true and render_options; the n8n node makes the PDF optional (None draws one from the XML), adds a PNG or JPEG logo (logo_file or logo_id), defaults regenerate_pdf to false and refuses it without a source PDF.',
    chosen:
      'The n8n node’s fields: the PDF and the logo optional, regenerate_pdf false by default and refused without a PDF; the samples send only the XML, the one required input.',
    source:
      'n8n-nodes-pdfrest nodes/PdfRest/actions/createZugferd.operation.ts (b10eee8e) and its test; pdfrest-api-samples cURL/Endpoint Examples/*/zugferd-pdf.sh',
  },
  {
    topic: 'ZUGFeRD render_options',
    clientsSay:
      'The samples send locale, label_language, font, bold_font and accent_color_rgb ([0,92,171]); the n8n test adds logo_corner ("top-right"); the node calls them examples ("such as"). Multipart: a text field (samples) or a part typed application/json (n8n); JSON body: the object itself.',
    chosen:
      'A JSON object of those six keys only (logo_corner one of the four corners), other keys refused: no client names more. Every one of the three forms is accepted.',
    source:
      'createZugferd.operation.ts prepareZugferdRequest and createZugferd.operation.test.ts; cURL/Endpoint Examples/Multipart Payload/zugferd-pdf.sh',
  },
  {
    topic: 'ZUGFeRD answers',
    clientsSay:
      'The n8n workflow test validates the created PDF by $json.outputId and accepts the check when $json.status === "VALID" (it "rejects INVALID status"); no client reads any other field of /validated-zugferd, and none says either is a Pro tool.',
    chosen:
      '/zugferd-pdf answers like every file tool (outputUrl, outputId, inputId: the XML); /validated-zugferd answers { inputId, status: VALID | INVALID }, the smallest answer the clients show, findings left out. Neither is Pro.',
    source:
      'n8n-nodes-pdfrest test/scripts/live-workflow-new-endpoints.test.ts (b73c1cc4); validateZugferd.operation.ts',
  },
  {
    topic: '/tdm-reserved-pdf',
    clientsSay:
      'Only the n8n node calls it: a JSON body of id, policy (required, at least one character; its example https://example.com/tdm-policy) and output, and no file upload.',
    chosen:
      'policy required (up to 2048 characters), the file also accepted as a multipart part like every tool, as the published samples send it.',
    source: 'n8n-nodes-pdfrest nodes/PdfRest/actions/tdmReserved.operation.ts and its test (83eb37d9)',
  },
  {
    topic: '/pdf-with-page-boxes-set',
    clientsSay:
      'Only the n8n node calls it: a JSON body of id, boxes (a JSON object sent as its text: {"boxes": [{"box", "pages": [{"range", "top", "bottom", "left", "right"}]}]}, no other keys; a media margin any finite number, the others above 0) and output.',
    chosen:
      'The node’s shape and rules, with bounds of 5 boxes and 100 page entries each; the file also as a multipart part.',
    source: 'n8n-nodes-pdfrest nodes/PdfRest/actions/setPageBoxes.operation.ts and its test (83eb37d9)',
  },
  {
    topic: '/pdf-with-added-shapes',
    clientsSay:
      'Only the n8n node calls it: a JSON body of id, shape_objects (one line or rectangle object or a list of them, sent as JSON itself, not text), tag_enabled (boolean, false) and output; tag_* properties need tag_enabled true; no other shape keys.',
    chosen:
      'The node’s shapes, keys and rules, with at most 100 shapes; shape_objects also as text in multipart, and the file as a part.',
    source: 'n8n-nodes-pdfrest nodes/PdfRest/actions/addShapes.operation.ts and its test (83eb37d9)',
  },
  {
    topic: '/pdf-with-added-tables',
    clientsSay:
      'Only the n8n node calls it: a JSON body of id, table_objects (one table object or a list, JSON itself), image_ids (uploaded images a cell names by a zero-based image_index), tag_enabled (false), tag_language (BCP 47, en-US in its form, dropped without tagging) and output; it checks every key, bound, span and colour rule.',
    chosen:
      'The node’s keys and rules (spans filling the columns, fixed widths totalling the table, one of width or width_percentage, x or horizontal_align); at most 20 tables, 50 columns, 500 rows; tag_language has no default and is accepted without tag_enabled (the node drops it then; nothing shows the API refusing it).',
    source: 'n8n-nodes-pdfrest nodes/PdfRest/actions/addTables.operation.ts (0f9b028f)',
  },
]
