import { css } from 'styled-system/css'
import { proseStyle } from '#blocks/rich-text/rich-text.tsx'
import type { LoadedPage } from '#blocks/pages.server.ts'
import { ContentUnavailable } from './cms-page.tsx'

/** A legal page from the CMS: a title and one sanitised rich-text body. */
export function LegalPageView({ page }: { page: LoadedPage }) {
  if (page.status !== 'found') return <ContentUnavailable />
  return (
    <article className={css({ maxW: '3xl', mx: 'auto', px: '6', py: '16' })}>
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold', mb: '6' })}>{page.title}</h1>
      <div className={proseStyle} dangerouslySetInnerHTML={{ __html: page.body ?? '' }} />
    </article>
  )
}
