import { createFileRoute } from '@tanstack/react-router'
import { emptyPageBlockData } from '#blocks/block-data.ts'
import { ToolGrid } from '#blocks/tool-grid/tool-grid.tsx'
import { useBlockData } from '~/components/page/use-block-data.ts'

export const Route = createFileRoute('/_document/apitools/')({
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
  const data = useBlockData(emptyPageBlockData)
  return (
    <ToolGrid
      block={{
        __component: 'blocks.tool-grid',
        heading: 'API Tools',
        intro: 'Every endpoint of the pdfRest API, grouped by what it does.',
      }}
      data={data}
      titleLevel={1}
    />
  )
}
