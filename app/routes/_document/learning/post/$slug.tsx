import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { getLearningPostPath } from '#server/content/learning.functions.ts'
import { anyPostRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'

/**
 * A Ghost post's address on the site, whatever its kind: Ghost's front end redirects every post
 * here (docs/decisions/043), and this sends it on to its learning URL (a changelog entry to its
 * changelog page), or shows the 404 page.
 */
export const Route = createFileRoute('/_document/learning/post/$slug')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const found = await getLearningPostPath({
      data: requestOrNotFound(anyPostRequestSchema, { slug: params.slug }),
    })
    if (found.status === 'not-found') throw notFound()
    if (found.status !== 'found') return found
    const { address } = found
    if (address.kind === 'hub') {
      throw redirect({ to: '/learning/$hub/', params: { hub: address.topic }, statusCode: 308 })
    }
    if (address.kind === 'changelog') {
      throw redirect({ to: '/changelog/$slug/', params: { slug: address.slug }, statusCode: 308 })
    }
    const to = address.kind === 'tutorial' ? '/learning/tutorials/$slug/' : '/learning/solutions/$slug/'
    throw redirect({ to, params: { slug: address.slug }, statusCode: 308 })
  },
  component: ContentUnavailable,
})
