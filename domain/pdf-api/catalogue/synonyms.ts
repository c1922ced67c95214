import type { FileEndpoint } from '../file-endpoints.ts'
/**
 * What developers type for each endpoint in their own words, keyed by endpoint id (docs/decisions/072).
 * Search gives these to the endpoint's reference entry and its tool page; typed whole, a synonym puts
 * them first ("word to pdf" is Convert to PDF, not PDF to Word). Kept apart from the endpoint entries
 * so that the catalogue's fields and these words change independently.
 */
export const endpointSynonyms: Readonly<Record<string, readonly string[]>> = {
  pdf: [
    'word to pdf',
    'docx',
    'doc',
    'docx to pdf',
    'excel to pdf',
    'xlsx',
    'xlsx to pdf',
    'xls',
    'powerpoint to pdf',
    'pptx',
    'pptx to pdf',
    'image to pdf',
    'jpg to pdf',
    'png to pdf',
    'html to pdf',
    'office to pdf',
    'create pdf',
  ],
  word: ['pdf to docx', 'editable word document'],
  excel: ['pdf to xlsx', 'spreadsheet', 'extract tables'],
  powerpoint: ['pdf to pptx', 'slides'],
  png: ['pdf to image', 'render page'],
  jpg: ['pdf to jpeg', 'jpeg'],
  tif: ['pdf to tif', 'tiff'],
  markdown: ['pdf to md', 'md', 'llm'],
  pdfa: ['archive', 'pdfa', 'long term archiving'],
  pdfx: ['print ready', 'prepress'],
  'compressed-pdf': ['shrink', 'shrink pdf', 'reduce size', 'reduce file size', 'smaller', 'make smaller'],
  'linearized-pdf': ['fast web view', 'web optimize'],
  'rasterized-pdf': ['image only pdf'],
  'encrypted-pdf': ['password', 'password protect', 'protect', 'lock'],
  'decrypted-pdf': ['remove password', 'unlock'],
  'restricted-pdf': ['permissions', 'prevent printing', 'prevent copying'],
  'unrestricted-pdf': ['remove restrictions', 'remove permissions'],
  'pdf-with-redacted-text-preview': ['black out', 'hide text', 'remove sensitive text', 'pii'],
  'signed-pdf': ['sign', 'signature', 'digital signature', 'esign', 'certificate'],
  'pdf-with-ocr-text': ['scanned', 'searchable pdf', 'text recognition'],
  'extracted-text': ['get text', 'pdf to text', 'txt'],
  'extracted-images': ['get images', 'pull images'],
  'split-pdf': ['separate pages', 'extract pages', 'divide'],
  'merged-pdf': ['merge', 'combine', 'combine pdfs', 'join', 'join pdfs', 'append'],
  'watermarked-pdf': ['stamp', 'draft stamp', 'confidential stamp'],
  'pdf-with-added-text': ['insert text', 'annotate'],
  'pdf-with-added-image': ['insert image', 'logo', 'stamp image'],
  'pdf-with-added-attachment': ['attach file', 'embed file'],
  'pdf-with-converted-colors': ['grayscale', 'cmyk', 'color profile'],
  'pdf-with-imported-form-data': ['fill form', 'fill pdf form', 'xfdf'],
  'exported-form-data': ['read form', 'form fields'],
  'flattened-forms-pdf': ['lock form fields'],
  'pdf-with-acroforms': ['xfa'],
  'translated-pdf-text': ['translate', 'translation', 'language'],
  'summarized-pdf-text': ['summary', 'tldr', 'classify'],
  zip: ['compress files', 'archive files', 'bundle'],
  unzip: ['extract zip', 'decompress'],
  'pdf-info': ['metadata', 'page count', 'inspect', 'is pdfa'],
}

/** What developers type for the file service's endpoints. */
export const fileEndpointSynonyms: Record<FileEndpoint['slug'], string[]> = {
  upload: ['upload', 'upload file', 'store file', 'file id', 'upload url'],
  resource: ['download', 'download output', 'get file', 'file info', 'output url', 'retention'],
  delete: ['delete', 'delete files', 'remove files', 'purge'],
  up: ['health', 'health check', 'status', 'version', 'uptime'],
}
