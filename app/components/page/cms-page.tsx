import { css } from 'styled-system/css'
import { BlocksRenderer } from '#blocks/blocks-renderer.tsx'
import type { LoadedPage } from '#blocks/pages.server.ts'
import { useBlockData } from './use-block-data.ts'

type Found = Extract<LoadedPage, { status: 'found' }>

/** A page composed in the CMS: its blocks, in order. */
export function CmsPage({ page }: { page: Found }) {
  const data = useBlockData(page.data)
  return <BlocksRenderer blocks={page.blocks} problems={page.problems} data={data} />
}

/** The CMS could not be read and nothing was cached: say so, and how to recover. */
export function ContentUnavailable() {
  return (
    <section className={css({ maxW: '2xl', mx: 'auto', px: '6', py: '24', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>This page is taking a break</h1>
      <p className={css({ mt: '4', color: 'fg.muted' })}>
        We could not load this page's content just now. Please try again in a minute.
      </p>
    </section>
  )
}
