import { createFileRoute, notFound } from '@tanstack/react-router'
import { labTools } from '#domain/pdf-api/tools.ts'
import { EndpointReference } from '~/components/docs/endpoint-reference.tsx'
import { markdownPath } from '~/components/docs/markdown-path.ts'

export const Route = createFileRoute('/documentation/$endpoint')({
  // A document: plain links, and the code samples' island (code-sample) on the endpoint pages.
  staticData: { document: true },
  // The router keeps a route's loader and head in the app's entry chunk unless told otherwise: the
  // loader reads the tool catalogue, which no other app page needs at load, so it is split off, and
  // the head reads the loader's answer only.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ params }) => {
    const tool = labTools.find((entry) => entry.id === params.endpoint)
    if (!tool) throw notFound()
    return { id: tool.id, name: tool.name }
  },
  // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
  headers: () => ({ Vary: 'Accept' }),
  head: ({ loaderData: tool }) => ({
    links: tool ? [{ rel: 'alternate', type: 'text/markdown', href: markdownPath(tool.id) }] : [],
    meta: tool
      ? [
          { title: `${tool.name} API reference | pdfRest` },
          {
            name: 'description',
            content: `POST /${tool.id}: parameters, responses, errors and code samples for ${tool.name} in the pdfRest API.`,
          },
        ]
      : [],
  }),
  component: EndpointPage,
})

function EndpointPage() {
  const { id } = Route.useLoaderData()
  const tool = labTools.find((entry) => entry.id === id)
  return tool ? <EndpointReference tool={tool} /> : null
}
