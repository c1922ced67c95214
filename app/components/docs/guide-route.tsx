import type { Guide } from '#shared/docs/guide.ts'
import { findGuide } from '#shared/docs/guides.ts'
import type { GuideHeadData } from './guide-head.ts'
import { GuidePage } from './guide-page.tsx'

function guideOf(slug: string): Guide {
  const guide = findGuide(slug)
  if (!guide) throw new Error(`No guide ${slug}`)
  return guide
}

/**
 * A guide route's loader: what its head needs. The router splits a route's loader and component
 * off the app's entry chunk (`codeSplitGroupings`), so the guides and the samples they build never
 * reach an app page's first load; its head reads this answer only.
 */
export function loadGuide(slug: string): GuideHeadData {
  const { title, description } = guideOf(slug)
  return { slug, title, description }
}

export function GuideRoutePage({ slug }: { slug: string }) {
  return <GuidePage guide={guideOf(slug)} />
}
