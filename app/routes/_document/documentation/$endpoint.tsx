import { createFileRoute, notFound, useLocation } from '@tanstack/react-router'
import { opensAuthModal } from '#shared/http/personal-paths.ts'
import { findFileEndpoint } from '#domain/pdf-api/file-endpoints.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { EndpointReference } from '~/components/docs/endpoint-reference.tsx'
import { FileEndpointReference } from '~/components/docs/file-endpoint-reference.tsx'
import { markdownPath } from '~/components/docs/markdown-path.ts'
import { keptValues } from '~/components/docs/try-it-values.ts'
import { useAuth } from '~/components/auth/auth-context.ts'

export const Route = createFileRoute('/_document/documentation/$endpoint')({
  // Plain links, and the code samples' island (code-sample) on the endpoint pages.
  // The router keeps a route's loader and head in the app's entry chunk unless told otherwise: the
  // loader reads the tool catalogue, which no other app page needs at load, so it is split off, and
  // the head reads the loader's answer only.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ params }) => {
    const tool = labTools.find((entry) => entry.id === params.endpoint)
    if (tool) return { id: tool.id, name: tool.name, description: toolDescription(tool.id, tool.name) }
    const file = findFileEndpoint(params.endpoint)
    if (!file) throw notFound()
    return {
      id: file.slug,
      name: file.name,
      description: `${file.method} ${file.path}: ${file.summary} Parameters, responses, errors and code samples.`,
    }
  },
  // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
  headers: () => ({ Vary: 'Accept' }),
  head: ({ loaderData: tool }) => ({
    links: tool ? [{ rel: 'alternate', type: 'text/markdown', href: markdownPath(tool.id) }] : [],
    meta: tool
      ? [
          { title: `${tool.name} API reference | pdfRest` },
          { name: 'description', content: tool.description },
        ]
      : [],
  }),
  component: EndpointPage,
})

const toolDescription = (id: string, name: string) =>
  `POST /${id}: parameters, responses, errors and code samples for ${name} in the pdfRest API.`

function EndpointPage() {
  const { id } = Route.useLoaderData()
  const { user } = useAuth()
  const { searchStr } = useLocation()
  const tool = labTools.find((entry) => entry.id === id)
  if (tool) {
    // The try-it values a sign-in carries back in the address, only in a render no cache keeps (a
    // session, or the sign-in open): a cached copy must never show one visitor's values to another.
    const search = new URLSearchParams(searchStr)
    const personal = user !== null || opensAuthModal(search)
    return (
      <EndpointReference
        tool={tool}
        kept={personal ? keptValues(tool, search) : {}}
        plan={user?.plan ?? null}
      />
    )
  }
  const file = findFileEndpoint(id)
  return file ? <FileEndpointReference endpoint={file} /> : null
}
