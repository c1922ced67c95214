import type { SearchDoc } from '#domain/search/search-engine.ts'

/**
 * The sections of the documentation's overview (/documentation/), each with the words developers
 * type for it: "rate limit" is the limits table, "error 401" the errors table.
 */
export const docsSections: SearchDoc[] = [
  {
    id: 'docs:get-a-key',
    kind: 'page',
    title: 'Get an API key',
    url: '/documentation/#get-a-key',
    description: 'Create a free account and find your Starter key on your account page.',
    group: 'Documentation',
    synonyms: ['api key', 'sign up', 'free key', 'starter key'],
  },
  {
    id: 'docs:first-call',
    kind: 'page',
    title: 'Your first call',
    url: '/documentation/#first-call',
    description: 'Upload a file and call an endpoint: cURL, Python, Node.js, PHP, Java and C#.',
    group: 'Documentation',
    synonyms: ['sdk', 'sdks', 'client library', 'quickstart', 'getting started', 'example'],
  },
  {
    id: 'docs:authentication',
    kind: 'page',
    title: 'Authentication',
    url: '/documentation/#authentication',
    description: 'Send your key in the Api-Key header of every request.',
    group: 'Documentation',
    synonyms: ['api-key header', 'auth', 'unauthorized'],
  },
  {
    id: 'docs:errors',
    kind: 'page',
    title: 'Errors',
    url: '/documentation/#errors',
    description: 'Status codes the API answers and when.',
    group: 'Documentation',
    synonyms: [
      'error',
      'error codes',
      'status codes',
      'error 400',
      'error 401',
      '401',
      'error 403',
      '403',
      'error 404',
      'error 413',
      'error 503',
    ],
  },
  {
    id: 'docs:limits',
    kind: 'page',
    title: 'Limits by plan',
    url: '/documentation/#limits',
    description: 'Calls a month, file sizes and file retention each plan allows.',
    group: 'Documentation',
    synonyms: [
      'rate limit',
      'rate limits',
      'quota',
      'calls per month',
      'file size limit',
      'max file size',
      'retention',
    ],
  },
  {
    id: 'docs:eu-endpoint',
    kind: 'page',
    title: 'EU endpoint',
    url: '/documentation/#eu-endpoint',
    description: 'Processing and storage in the European Union (GDPR).',
    group: 'Documentation',
    synonyms: ['gdpr', 'europe', 'data residency'],
  },
]
