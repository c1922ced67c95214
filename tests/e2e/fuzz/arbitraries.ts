import fc from 'fast-check'

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', '']
// Field names the validators read, so generated objects get past the first checks more often.
const likelyKeys = [
  'email',
  'password',
  'slug',
  'collection',
  'page',
  'id',
  'plan',
  'cycle',
  'token',
  'type',
  'kind',
  'tag',
  'topic',
  'query',
  'form',
  'botToken',
  'request',
  'name',
  'values',
  'tool',
  'region',
  'access_token',
  'refresh_token',
  'expires_in',
  'state',
  'data',
  'url',
  'w',
  'format',
  'provider',
  'redirect_to',
  'secret',
  'next',
  'q',
]

// Lone surrogates cannot be percent-encoded; the well-formed form keeps the rest of the string.
const encodeUnit = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'))

export const hugeString = fc.integer({ min: 20_000, max: 120_000 }).map((length) => 'x'.repeat(length))

export const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\ud800',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%00',
      '\\',
      'null',
      'undefined',
      'NaN',
      '-1',
      '1e999',
      '{{7*7}}',
      '${7*7}',
      'a@b',
      'pro',
      'Pro',
      'Annual',
      'pages',
      'home',
      'signup',
      'recovery',
      'demo-pro-0003-key',
      'compressed-pdf',
    ),
  },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: hugeString },
)

const key = fc.oneof(
  fc.constantFrom(...hostileKeys),
  fc.constantFrom(...likelyKeys),
  fc.string({ maxLength: 12 }),
)

// Object.fromEntries defines `__proto__` as an own key, the way JSON.parse does.
const objectOf = (value: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(key, value), { maxLength: 6 }).map((entries) => Object.fromEntries(entries))

export const deepValue = fc.integer({ min: 30, max: 2_000 }).map((depth) => {
  let value: unknown = 'leaf'
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value]
  return value
})

const scalarOrRich = fc.anything({
  maxDepth: 2,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withTypedArray: true,
  withSparseArray: true,
  withBoxedValues: true,
})

const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    scalarOrRich,
    fc.array(tie('tree'), { maxLength: 4 }),
    objectOf(tie('tree')),
  ),
}))

/** Anything a caller could send as a server function's `data`. */
export const fuzzData: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: tree },
  { weight: 3, arbitrary: objectOf(fc.oneof(oddString, tree)) },
  { weight: 1, arbitrary: deepValue },
)

export const invalidJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,]',
    "{'a':1}",
    'undefined',
    'NaN',
    '\u0000',
    '{"t":10,"i":0}',
    '{"t":99}',
  ),
  fc.string().map((text) => `{${text}`),
)

/** A query string mixing well-formed pairs with broken encodings and prototype keys. */
export const oddQuery = fc
  .array(
    fc.oneof(
      fc.tuple(key, oddString).map(([name, value]) => `${encodeUnit(name)}=${encodeUnit(value)}`),
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '&&',
        '=',
        'a[]=1&a[]=2',
        'a[b][c][d][e][f]=1',
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        'url=http://169.254.169.254/',
        'url=javascript:alert(1)',
        'w=-1',
        'w=99999999',
        'format=json',
        'id=..%2F..%2F',
        'redirect_to=//evil.example',
      ),
    ),
    { maxLength: 5 },
  )
  .map((parts) => (parts.length ? `?${parts.join('&')}` : ''))

export const oddSegment = fc.constantFrom(
  '..',
  '%2e%2e',
  '%00',
  '%2F',
  '%',
  'x'.repeat(3000),
  '%F0%9F%92%A9',
  '.env',
  'index.html',
  '%3Cscript%3E',
)

export const anyMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD')

export const oddContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '',
)

export const oddCookie = fc.oneof(
  fc.constant(''),
  oddString.map((value) => `pdfrest_session=${encodeUnit(value.slice(0, 400))}`),
  oddString.map((value) => `pdfrest_preview=${encodeUnit(value.slice(0, 400))}`),
  fc.constant('pdfrest_session=a.b.c; pdfrest_preview=1'),
)
