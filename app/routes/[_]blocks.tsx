import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { BlocksRenderer } from '#blocks/blocks-renderer.tsx'
import { getBlockCatalogue } from '#blocks/catalogue.functions.ts'
import { useBlockData } from '~/components/page/use-block-data.ts'

export const Route = createFileRoute('/_blocks')({
  loader: async () => {
    const catalogue = await getBlockCatalogue()
    if (!catalogue.allowed) throw notFound()
    return catalogue
  },
  head: () => ({ meta: [{ title: 'Block catalogue | pdfRest' }, { name: 'robots', content: 'noindex' }] }),
  component: BlockCatalogue,
})

function BlockCatalogue() {
  const { sections, data: pageData } = Route.useLoaderData()
  const data = useBlockData(pageData)
  return (
    <div>
      <h1
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: '6',
          pt: '10',
          fontSize: '3xl',
          fontWeight: 'bold',
        })}
      >
        Block catalogue
      </h1>
      {sections.map((section) => (
        <section
          key={section.uid}
          aria-label={section.uid}
          className={css({ borderBottomWidth: '1px', borderColor: 'border.default', py: '6' })}
        >
          <h2
            className={css({ maxW: 'content', mx: 'auto', px: '6', fontFamily: 'mono', color: 'fg.muted' })}
          >
            {section.uid}
          </h2>
          <BlocksRenderer blocks={section.blocks} problems={section.problems} data={data} />
        </section>
      ))}
    </div>
  )
}
