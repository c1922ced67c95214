import { generateSample } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { authentication, errors, limits, quickstart } from './api-guides.ts'
import type { Guide } from './guide.ts'

/** Where the integration test server answers by default (scripts/pdf-api-mock-server.ts, the image). */
export const PDF_API_MOCK_URL = 'http://localhost:4010'
export const MOCK_KEYS = { pro: 'demo-pro-0003-key', starter: 'demo-starter-0001-key' } as const
export const MOCK_IMAGE_COMMAND =
  'podman build --target pdf-api-mock -t pdfrest-pdf-api-mock . && podman run --rm -p 4010:4010 pdfrest-pdf-api-mock'

/** A reference sample, sent to the mock with its Pro demo key: the same generator, another host. */
function mockSample(language: 'curl' | 'python'): string {
  const tool = findLabTool('compressed-pdf')
  if (!tool) return ''
  const values = { compression_level: 'medium' }
  return generateSample(language, {
    tool,
    values,
    fileNames: [],
    region: 'global',
    apiKey: MOCK_KEYS.pro,
  }).replaceAll(PDF_API_HOSTS.global, PDF_API_MOCK_URL)
}

// Facts from pdfRest's own repositories: pdfrest/pdfrest-python (README.md: install, Python 3.10+,
// PDFREST_API_KEY, base_url, files.create_from_paths, extract_pdf_text) and pdfrest/n8n-nodes-pdfrest
// (README.md: the node's name, installation, credential, base URLs, Node.js 22 and 24).
const sdkFirstCall = (client: string) => `from pathlib import Path

from pdfrest import PdfRestClient

with ${client} as client:
    document = client.files.create_from_paths([Path("input.pdf")])[0]
    text = client.extract_pdf_text(document, full_text="document")

if text.full_text is not None and text.full_text.document_text is not None:
    print(text.full_text.document_text[:500])
`

const sdks: Guide = {
  slug: 'sdks',
  title: 'SDKs and integrations',
  navTitle: 'SDKs',
  description:
    "pdfRest's own clients: the Python SDK (pip install pdfrest) and the n8n node (@pdfrest/n8n-nodes-pdfrest), with install steps and a first call.",
  keywords: ['sdk', 'sdks', 'python', 'pip', 'pdfrest-python', 'n8n', 'client', 'library', 'integration'],
  blocks: [
    {
      kind: 'paragraph',
      text: 'pdfRest publishes two clients of its own: a Python SDK and a node for n8n workflows. Any other language calls the API over HTTPS: every endpoint page of this reference ends with a complete program in cURL, Python, Node.js, PHP, Java and C#.',
    },
    { kind: 'heading', id: 'python-sdk', text: 'Python SDK' },
    {
      kind: 'paragraph',
      text: 'The `pdfrest` package ([source](https://github.com/pdfrest/pdfrest-python), [documentation](https://python.pdfrest.com/)) wraps the endpoints in methods of `PdfRestClient` and, for asyncio, `AsyncPdfRestClient`, with requests and answers checked by Pydantic models. It needs Python 3.10 or newer.',
    },
    {
      kind: 'code',
      label: 'Install',
      language: 'bash',
      code: 'pip install pdfrest\n# or, in a uv project\nuv add pdfrest\n',
    },
    {
      kind: 'paragraph',
      text: `The client reads your API key from \`PDFREST_API_KEY\` (or takes \`api_key=\`). \`base_url=\` points it elsewhere: the EU host \`${PDF_API_HOSTS.eu}\`, your own deployment, or the [test server](/documentation/test-your-integration/).`,
    },
    { kind: 'code', label: 'Your key', language: 'bash', code: 'export PDFREST_API_KEY="YOUR_API_KEY"\n' },
    {
      kind: 'paragraph',
      text: 'A first call uploads a PDF once (`files.create_from_paths`) and extracts its text; the uploaded file can go to any number of calls after it.',
    },
    { kind: 'code', label: 'Python SDK', language: 'python', code: sdkFirstCall('PdfRestClient()') },
    { kind: 'heading', id: 'n8n', text: 'n8n node' },
    {
      kind: 'paragraph',
      text: 'The `@pdfrest/n8n-nodes-pdfrest` package ([source](https://github.com/pdfrest/n8n-nodes-pdfrest)) adds one node, pdfRest API Toolkit, with an operation for each endpoint: files, resource ids or web addresses in, the JSON answer and, when asked, the output files out.',
    },
    {
      kind: 'list',
      items: [
        'On n8n Cloud, find pdfRest API Toolkit in the Nodes panel and add it to a workflow.',
        'On a self-hosted n8n (Node.js 22 or 24), install it from Settings › Community Nodes by its package name, `@pdfrest/n8n-nodes-pdfrest`.',
        `Create a pdfRest API credential: choose the API Base URL (\`${PDF_API_HOSTS.global}\`, or \`${PDF_API_HOSTS.eu}\` for the EU) and enter your API key.`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'A first call: put a node that provides a file (for example Read/Write Files from Disk) before pdfRest API Toolkit, pick the Compress operation with Input File as the source and `data` as its field, and turn on Download Output Files to get the compressed PDF back in `data`.',
    },
    { kind: 'heading', id: 'test-without-calls', text: 'Test without spending calls' },
    {
      kind: 'paragraph',
      text: 'The [PDF API test server](/documentation/test-your-integration/) answers like the API on your own machine, and the Python SDK runs against it with `base_url`.',
    },
  ],
}

const testServer: Guide = {
  slug: 'test-your-integration',
  title: 'Test your integration without spending calls',
  navTitle: 'Test server',
  description:
    'Run the pdfRest API mock on your machine or in CI: every endpoint, uploads and output files, demo keys, no calls counted. Point the Python SDK or any sample at it.',
  keywords: ['mock', 'test', 'testing', 'ci', 'sandbox', 'test server', 'docker', 'container', 'stripe-mock'],
  blocks: [
    {
      kind: 'paragraph',
      text: 'The PDF API test server answers like the API: every endpoint of this reference, `/upload` and `/resource/{id}`, with the same parameters, the same checks and the same error messages, and real output files you can download. It keeps files in memory, counts nothing against a plan and needs no network, so your tests can run it beside them as they would a database.',
    },
    { kind: 'heading', id: 'start', text: 'Start it' },
    {
      kind: 'paragraph',
      text: 'In a checkout of the pdfRest site repository, build and run its image (Docker takes the same line with `docker` for `podman`):',
    },
    { kind: 'code', label: 'Shell', language: 'bash', code: `${MOCK_IMAGE_COMMAND}\n` },
    {
      kind: 'paragraph',
      text: `It answers at \`${PDF_API_MOCK_URL}\`. Without a container, \`npm run build\` then \`npm run mocks:pdf-api\` starts the same server. Publishing another port? Say so with \`PDF_API_MOCK_URL\` (for example \`-p 8080:4010 -e PDF_API_MOCK_URL=http://localhost:8080\`): output URLs name that address.`,
    },
    { kind: 'heading', id: 'keys', text: 'Keys' },
    {
      kind: 'list',
      items: [
        `\`${MOCK_KEYS.pro}\`: a Pro plan: every tool, output without a watermark.`,
        `\`${MOCK_KEYS.starter}\`: the free Starter plan: Pro tools answer 403 and output is watermarked.`,
        'Any other key, or none, answers 401 `Invalid API key.`, as the API does.',
      ],
    },
    { kind: 'heading', id: 'python-sdk', text: "Point pdfRest's Python SDK at it" },
    {
      kind: 'paragraph',
      text: 'Give the client the server as `base_url` and a demo key; nothing else in your code changes.',
    },
    {
      kind: 'code',
      label: 'Python SDK',
      language: 'python',
      code: sdkFirstCall(`PdfRestClient(api_key="${MOCK_KEYS.pro}", base_url="${PDF_API_MOCK_URL}")`),
    },
    { kind: 'heading', id: 'http', text: 'Or call it over HTTP' },
    {
      kind: 'paragraph',
      text: `Every sample of this reference runs against it with \`${PDF_API_HOSTS.global}\` changed to \`${PDF_API_MOCK_URL}\`:`,
    },
    { kind: 'code', label: 'cURL', language: 'bash', code: mockSample('curl') },
    { kind: 'code', label: 'Python', language: 'python', code: mockSample('python') },
    { kind: 'heading', id: 'between-tests', text: 'Between tests' },
    {
      kind: 'paragraph',
      text: 'A reset forgets every stored file and restores the demo accounts; `GET /_mocks/health` answers while the server runs.',
    },
    {
      kind: 'code',
      label: 'Reset',
      language: 'bash',
      code: `curl -X POST ${PDF_API_MOCK_URL}/_mocks/reset\n`,
    },
    { kind: 'heading', id: 'differences', text: 'What differs from the API' },
    {
      kind: 'list',
      items: [
        'Output files are small stand-ins of the right kind (a PDF, images, Office files, a ZIP) that name the request, not the processed document.',
        'Files stay until a reset or a restart, whatever the plan keeps.',
        'Decrypt opens the files the server itself encrypted, with their password.',
      ],
    },
  ],
}

/** The reference's guides, in the sidebar's order (their shape: ./guide.ts). */
export const guides: Guide[] = [quickstart, authentication, errors, limits, sdks, testServer]

export const guidePath = (guide: Guide) => `/documentation/${guide.slug}/`
export const findGuide = (slug: string) => guides.find((guide) => guide.slug === slug)
