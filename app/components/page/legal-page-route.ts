import { notFound } from '@tanstack/react-router'
import { getPage } from '#blocks/pages.functions.ts'
import type { LoadedPage } from '#blocks/pages.server.ts'
import { pageMeta } from '~/page-head.ts'

// The legal routes' loader and head stay in the app's entry chunk (the router keeps every route's
// loader and head there), so they live apart from the view: the view's rich-text styles and the CMS
// page module would otherwise load and run on every app page.

export async function legalPageLoader(slug: string) {
  const page = await getPage({ data: { collection: 'legal-pages', slug } })
  if (page.status === 'not-found') throw notFound()
  return page
}

export function legalPageHead(page: LoadedPage | undefined) {
  return { meta: page?.status === 'found' ? pageMeta(page) : [] }
}
