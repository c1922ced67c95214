/**
 * What developers type and the page that must come first (docs/decisions/072). Every tool's name is added by
 * the test from the CMS's tool list; these are the words that are not a name.
 */
export const relevanceSet: { query: string; first: string }[] = [
  // Formats
  { query: 'word to pdf', first: '/apitools/convert-to-pdf/' },
  { query: 'docx', first: '/apitools/convert-to-pdf/' },
  { query: 'xlsx to pdf', first: '/apitools/convert-to-pdf/' },
  { query: 'pptx to pdf', first: '/apitools/convert-to-pdf/' },
  { query: 'html to pdf', first: '/apitools/convert-to-pdf/' },
  { query: 'jpg', first: '/documentation/jpg/' },
  { query: 'pdf to docx', first: '/apitools/pdf-to-word/' },
  { query: 'pdf to xlsx', first: '/apitools/pdf-to-excel/' },
  { query: 'pdf to jpeg', first: '/apitools/pdf-to-images/' },
  { query: 'markdown', first: '/documentation/markdown/' },
  { query: 'pdf to md', first: '/apitools/convert-to-markdown/' },
  // Tasks
  { query: 'shrink', first: '/apitools/compress-pdf/' },
  { query: 'reduce file size', first: '/apitools/compress-pdf/' },
  { query: 'password', first: '/apitools/encrypt-pdf/' },
  { query: 'remove password', first: '/apitools/decrypt-pdf/' },
  { query: 'sign', first: '/apitools/sign-pdf/' },
  { query: 'signature', first: '/apitools/sign-pdf/' },
  { query: 'merge', first: '/apitools/merge-pdfs/' },
  { query: 'combine pdfs', first: '/apitools/merge-pdfs/' },
  { query: 'black out', first: '/apitools/pdf-redaction/' },
  { query: 'scanned', first: '/apitools/ocr-pdf/' },
  { query: 'fill form', first: '/apitools/import-form-data/' },
  { query: 'grayscale', first: '/apitools/convert-colors/' },
  { query: 'translate', first: '/apitools/translate-pdf/' },
  { query: 'page count', first: '/apitools/pdf-info/' },
  // Documentation
  { query: 'rate limit', first: '/documentation/#limits' },
  { query: 'sdk', first: '/documentation/#first-call' },
  { query: 'error 401', first: '/documentation/#errors' },
  { query: 'upload', first: '/documentation/upload/' },
  { query: 'delete files', first: '/documentation/delete/' },
  { query: 'download output', first: '/documentation/resource/' },
  { query: 'file info', first: '/documentation/resource/' },
  { query: 'health check', first: '/documentation/up/' },
  { query: 'api key', first: '/documentation/#get-a-key' },
  { query: 'gdpr', first: '/documentation/#eu-endpoint' },
  { query: 'compressed-pdf', first: '/documentation/compressed-pdf/' },
  { query: 'compression_level', first: '/documentation/compressed-pdf/#param-compression_level' },
  // Typos, as typed in a hurry
  { query: 'redcat', first: '/apitools/pdf-redaction/' },
  { query: 'compres', first: '/apitools/compress-pdf/' },
  { query: 'wtaermark', first: '/apitools/watermark-pdf/' },
  // Pages
  { query: 'pricing', first: '/pricing/' },
  { query: 'support', first: '/support/' },
]
