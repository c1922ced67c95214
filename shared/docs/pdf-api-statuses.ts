import { tooLargeMessage } from '#domain/plans/plan-limits.ts'

/** An error body as the docs quote it, in Markdown's inline code: `{"error":"…"}`. */
export const jsonError = (error: string) => `\`${JSON.stringify({ error })}\``

const sampleTooLarge = tooLargeMessage('input.pdf', 'Starter', 100 * 1024 * 1024)

export const pdfApiStatusColumns = ['Status', 'When', 'Body', 'What to do']

/**
 * The statuses the PDF API answers, once: the errors page shows every column, the reference's
 * overview, its Markdown and /llms.txt the first two. Cells use Markdown's inline syntax.
 */
export const pdfApiStatuses: [status: string, when: string, body: string, todo: string][] = [
  [
    '400 Bad Request',
    'A parameter is missing or invalid, no file was sent, a file is of the wrong kind, or there are too few or too many files.',
    jsonError('No input file was provided.'),
    'Fix the request as the message says; the same request will fail the same way.',
  ],
  [
    '401 Unauthorized',
    'The `Api-Key` header is missing or the key is unknown.',
    jsonError('Invalid API key.'),
    'Send the key from your [account page](/account/) in the `Api-Key` header.',
  ],
  [
    '403 Forbidden',
    'A Pro tool called with a Starter key.',
    jsonError('This tool requires a paid plan with Pro tools.'),
    'Choose a plan with Pro tools on [pricing](/pricing/#plans); your key stays the same.',
  ],
  [
    '404 Not Found',
    'An unknown endpoint, or an output file past its retention time.',
    `${jsonError('Unknown endpoint /compress.')} or ${jsonError('Resource not found.')}`,
    'Check the path against this reference; download output as soon as it is made ([retention](/documentation/limits/)).',
  ],
  [
    '413 Payload Too Large',
    'A file is larger than your plan allows per file.',
    jsonError(sampleTooLarge),
    'Send a smaller file or move to a plan with a larger limit ([limits](/documentation/limits/)).',
  ],
  [
    '5xx',
    'A passing outage of the service (`503 Service Unavailable` most often).',
    'JSON when the API answers; a gateway’s own page otherwise.',
    'Retry with an exponential back-off (1, 2, 4 … seconds), honouring `Retry-After` when it is sent.',
  ],
]

/** Each status with when it is answered: the summary the overview, its Markdown and /llms.txt give. */
export const pdfApiStatusSummary: [status: string, when: string][] = pdfApiStatuses.map(([status, when]) => [
  status,
  when,
])
