import { API_KEY_PLACEHOLDER, sampleLanguageLabels, sampleLanguages } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import { LAB_MESSAGES } from '#shared/api/lab.schema.ts'
import { throttledMessage } from '#shared/api/auth.schema.ts'
import { BODY_MESSAGES, INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import type { Guide } from './guide.ts'
import { limitColumns, limitRows } from './plan-limits-table.ts'
import { jsonError, pdfApiStatusColumns, pdfApiStatuses } from './pdf-api-statuses.ts'
import { fenceLanguage, QUICKSTART_OUTPUT, quickstartPrograms } from './quickstart-programs.ts'

/**
 * The guides a developer looks for first: a quickstart per sample language, authentication, errors
 * and limits. Every message is the one the API (as its test server answers) or this site sends,
 * read from the code that sends it; every limit comes from the plan catalogue.
 */

const howToRun: Record<(typeof sampleLanguages)[number], string> = {
  curl: 'Bash with `curl` and `jq`.',
  python: 'Python 3.8 or newer with `requests` (`pip install requests`).',
  nodejs: 'Node.js 20 or newer, nothing to install: save it as `sample.mjs` and run `node sample.mjs`.',
  php: 'PHP 8 with its curl extension.',
  java: 'Java 11 or newer, no library: `java PdfRestSample.java` compiles and runs it.',
  csharp:
    '.NET 6 or newer: put it in `Program.cs` of a console project (`dotnet new console`) and `dotnet run`.',
}

export const quickstart: Guide = {
  slug: 'quickstart',
  title: 'Quickstart: from your key to a compressed PDF',
  navTitle: 'Quickstart',
  description:
    'Compress a PDF and download the result in cURL, Python, Node.js, PHP, Java or C#: one complete program per language, your key in the first lines.',
  keywords: ['quickstart', 'getting started', 'tutorial', 'first call', 'download', ...sampleLanguages],
  blocks: [
    {
      kind: 'paragraph',
      text: `Each program below sends \`input.pdf\` to [Compress PDF](/documentation/compressed-pdf/), reads \`outputUrl\` from the answer and saves the compressed file as \`${QUICKSTART_OUTPUT}\`. Put a PDF named \`input.pdf\` beside it and run it.`,
    },
    { kind: 'heading', id: 'get-a-key', text: 'Get your key' },
    {
      kind: 'list',
      items: [
        'Create a free account with Get Started: your Starter key is ready at once on your [account page](/account/).',
        `Signed in, tick Show my API key above the samples: your key replaces \`${API_KEY_PLACEHOLDER}\` in every program of this page, ready to copy.`,
        'No account yet, or in CI? Run the programs against the [test server](/documentation/test-your-integration/) with its address and a demo key.',
      ],
    },
    ...sampleLanguages.flatMap((language) => [
      { kind: 'heading' as const, id: language, text: sampleLanguageLabels[language] },
      { kind: 'paragraph' as const, text: howToRun[language] },
      {
        kind: 'code' as const,
        label: sampleLanguageLabels[language],
        language: fenceLanguage[language],
        code: quickstartPrograms[language],
      },
    ]),
    { kind: 'heading', id: 'next', text: 'Next' },
    {
      kind: 'list',
      items: [
        '[Authentication](/documentation/authentication/): where the key goes and how to keep it safe.',
        '[Errors](/documentation/errors/): what each status means and what to do about it.',
        '[Limits](/documentation/limits/): file sizes, calls and how long output files are kept, per plan.',
        'Every endpoint page has the same request for its own tool, and the [API lab](/apilab/) runs it in the browser.',
      ],
    },
  ],
}

export const authentication: Guide = {
  slug: 'authentication',
  title: 'Authentication',
  navTitle: 'Authentication',
  description:
    'Send your key in the Api-Key header of every request, keep it on your server, and choose the global or the EU host.',
  keywords: [
    'authentication',
    'api key',
    'api-key',
    'header',
    'key',
    'security',
    'eu',
    'gdpr',
    '401',
    'host',
  ],
  blocks: [
    {
      kind: 'paragraph',
      text: 'Every request carries your API key in its `Api-Key` header. There is no other scheme: no OAuth, no signed requests, no key in the address.',
    },
    {
      kind: 'code',
      label: 'cURL',
      language: 'bash',
      code: `curl -X POST "${PDF_API_HOSTS.global}/compressed-pdf" \\\n  -H "Api-Key: ${API_KEY_PLACEHOLDER}" \\\n  -F "file=@input.pdf" \\\n  -F "compression_level=medium"\n`,
    },
    {
      kind: 'paragraph',
      text: `A missing or unknown key answers \`401\` with ${jsonError('Invalid API key.')}.`,
    },
    { kind: 'heading', id: 'your-key', text: 'Your key' },
    {
      kind: 'paragraph',
      text: 'Your key is on your [account page](/account/) from the moment you sign up; it is the same on every plan, so upgrading changes what it may do, not the key.',
    },
    { kind: 'heading', id: 'keep-it-safe', text: 'Keeping it safe' },
    {
      kind: 'list',
      items: [
        'Call the API from your server, never from a browser or a mobile app: anyone who reads the key spends your calls.',
        "Keep it out of your code and your repository: read it from the environment, as pdfRest's [Python SDK](/documentation/sdks/) reads `PDFREST_API_KEY`.",
        'Treat an output URL (`outputUrl`, `GET /resource/{id}`) like the file it names: pdfRest’s own clients send your `Api-Key` header when they fetch it, and the file lasts only for your plan’s [file retention](/documentation/limits/).',
        'Think your key has leaked? Write to [support](/support/) with your account’s email: the account page cannot replace a key yet.',
      ],
    },
    { kind: 'heading', id: 'hosts', text: 'Global and EU hosts' },
    {
      kind: 'paragraph',
      text: `The same key works on both hosts. \`${PDF_API_HOSTS.global}\` processes files wherever pdfRest runs; \`${PDF_API_HOSTS.eu}\` processes and stores them in the European Union (GDPR). Paths, parameters and answers are the same; EU calls are counted separately on your account page.`,
    },
    {
      kind: 'code',
      label: 'EU host',
      language: 'bash',
      code: `curl -X POST "${PDF_API_HOSTS.eu}/compressed-pdf" \\\n  -H "Api-Key: ${API_KEY_PLACEHOLDER}" \\\n  -F "file=@input.pdf" \\\n  -F "compression_level=medium"\n`,
    },
  ],
}

export const errors: Guide = {
  slug: 'errors',
  title: 'Errors',
  navTitle: 'Errors',
  description:
    'Every status the PDF API and the API lab answer, the body that comes with it, and what to do: 400, 401, 403, 404, 408, 413, 429, 502 and 503.',
  keywords: [
    'errors',
    'error',
    'status',
    'status code',
    '400',
    '401',
    '403',
    '404',
    '413',
    '429',
    '500',
    '502',
    '503',
    'retry',
  ],
  blocks: [
    {
      kind: 'paragraph',
      text: `A refusal answers JSON with the reason in words, the same words the [API lab](/apilab/) shows: ${jsonError('Compression level must be one of low, medium, high')}. A \`2xx\` answer names its output (\`outputUrl\`, \`outputId\`) and its input (\`inputId\`); an error never does.`,
    },
    { kind: 'heading', id: 'api', text: 'The PDF API' },
    {
      kind: 'table',
      label: 'PDF API statuses',
      columns: pdfApiStatusColumns,
      rows: pdfApiStatuses,
    },
    { kind: 'heading', id: 'api-lab', text: 'The API lab' },
    {
      kind: 'paragraph',
      text: 'The [API lab](/apilab/) sends your request through this site, which answers these itself before the API is called:',
    },
    {
      kind: 'table',
      label: 'API lab statuses',
      columns: ['Status', 'When', 'Body', 'What to do'],
      rows: [
        [
          '400 Bad Request',
          'The form is not one the lab sends.',
          jsonError(INVALID_REQUEST_MESSAGE),
          'Reload the page and send it again.',
        ],
        [
          '401 Unauthorized',
          'You are signed out.',
          jsonError(LAB_MESSAGES.signedOut),
          'Sign in; the lab keeps the tool you chose.',
        ],
        [
          '408 Request Timeout',
          'The upload arrived too slowly.',
          jsonError(BODY_MESSAGES.tooSlow),
          'Try again on a steadier connection.',
        ],
        [
          '413 Payload Too Large',
          'More fields or files than the lab takes, or a file over your plan’s limit.',
          jsonError(LAB_MESSAGES.tooManyParts),
          'Send fewer files, or a smaller one.',
        ],
        [
          '429 Too Many Requests',
          'More than 30 runs in a minute, or two uploads of yours already on the way.',
          `${jsonError(throttledMessage(60_000))} or ${jsonError(LAB_MESSAGES.uploadsInFlight(2))}`,
          'Wait the `Retry-After` seconds, or for an upload to finish.',
        ],
        [
          '502 Bad Gateway',
          'The PDF API did not answer.',
          jsonError(LAB_MESSAGES.unavailable),
          'Try again in a moment.',
        ],
        [
          '503 Service Unavailable',
          'The lab is receiving many uploads at once.',
          jsonError(LAB_MESSAGES.busy),
          'Wait the `Retry-After` seconds and try again.',
        ],
      ],
    },
    { kind: 'heading', id: 'retries', text: 'Retrying' },
    {
      kind: 'list',
      items: [
        'Never retry a `4xx` unchanged: fix the request or the key, or wait where the message says so (`429`).',
        'Retry a `5xx` or a dropped connection with a back-off and a limit on the attempts.',
        'A refusal does not count as a call; to test error handling without spending calls, use the [test server](/documentation/test-your-integration/).',
      ],
    },
  ],
}

export const limits: Guide = {
  slug: 'limits',
  title: 'Limits by plan',
  navTitle: 'Limits',
  description:
    'Calls per month, the price of a call over them, file size included and the largest file, how long output files are kept and Pro tools, for each plan.',
  keywords: [
    'limits',
    'quota',
    'rate limit',
    'file size',
    'overage',
    'retention',
    'plan',
    'upload',
    '413',
    'starter',
    'pro',
  ],
  blocks: [
    {
      kind: 'paragraph',
      text: 'Each plan includes a number of calls a month and a file size per upload. Your own use this month is on your [account page](/account/).',
    },
    {
      kind: 'table',
      label: 'Limits by plan',
      columns: ['Plan', ...limitColumns],
      rows: limitRows().map((row) => [row.plan, ...row.cells]),
    },
    { kind: 'heading', id: 'calls', text: 'Calls' },
    {
      kind: 'list',
      items: [
        'Each call an endpoint answers with its output counts one; a refusal (`4xx`) counts none.',
        'On Starter, calls stop at the monthly limit. Paid plans go on: each call over the included ones is billed at the price in the table.',
      ],
    },
    { kind: 'heading', id: 'file-size', text: 'File size' },
    {
      kind: 'list',
      items: [
        'A file larger than the plan’s largest file is refused with `413` ([errors](/documentation/errors/)).',
        'Bytes beyond the included size, up to the largest file, are billed as file-size overage; the account page shows it, and [pricing](/pricing/#plans) its price.',
      ],
    },
    { kind: 'heading', id: 'retention', text: 'How long files are kept' },
    {
      kind: 'paragraph',
      text: 'Uploaded and output files are kept for the plan’s file retention, then deleted: download your output at once. A later download answers `404`.',
    },
  ],
}
