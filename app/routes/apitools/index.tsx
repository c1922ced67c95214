import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { emptyBlockData } from '#blocks/block-data.ts'
import { ToolGrid } from '#blocks/tool-grid/tool-grid.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/apitools/')({
  head: () => ({
    meta: [
      { title: 'API Tools | pdfRest' },
      {
        name: 'description',
        content:
          'Every pdfRest API tool, grouped by what it does: convert, optimize, secure, extract and more.',
      },
    ],
  }),
  component: ApiToolsPage,
})

function ApiToolsPage() {
  const layout = root.useLoaderData()
  return (
    <ToolGrid
      block={{
        __component: 'blocks.tool-grid',
        heading: 'API Tools',
        intro: 'Every endpoint of the pdfRest API, grouped by what it does.',
      }}
      data={{ ...emptyBlockData, buckets: layout.global.api_tool_buckets }}
    />
  )
}
