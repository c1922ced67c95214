import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getLearningPost } from '#server/content/learning.functions.ts'
import { postRequestSchema, tutorialLanguages } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { PostArticle } from '~/components/learning/post-article.tsx'
import { tutorialHref } from '#ui/post-list.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { articleMeta } from '~/page-head.ts'
import { AppLink } from '#ui/app-link.tsx'

export const Route = createFileRoute('/_document/learning/tutorials/$slug')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const result = await getLearningPost({
      data: requestOrNotFound(postRequestSchema, { kind: 'tutorial', slug: params.slug }),
    })
    if (result.status === 'not-found') throw notFound()
    return result
  },
  head: ({ loaderData }) => ({ meta: loaderData?.status === 'found' ? articleMeta(loaderData.post) : [] }),
  component: TutorialPage,
})

function TutorialPage() {
  const result = Route.useLoaderData()
  if (result.status !== 'found') return <ContentUnavailable />
  // Each language variant is its own post: the switch keeps the choice in the URL.
  const switcher =
    result.variants.length > 1 ? (
      <nav aria-label="Language" className={css({ display: 'flex', gap: '2', mt: '6', flexWrap: 'wrap' })}>
        {tutorialLanguages
          .filter((language) => result.variants.some((variant) => variant.language === language.id))
          .map((language) => {
            const variant = result.variants.find((entry) => entry.language === language.id)
            return (
              <AppLink
                key={language.id}
                href={tutorialHref({ slug: variant?.slug ?? '' })}
                aria-current={language.id === result.language ? 'page' : undefined}
                className={css({
                  px: '3',
                  py: '1',
                  borderRadius: 'md',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  color: 'fg.default',
                  textDecoration: 'none',
                  '&[aria-current=page]': { bg: 'accent.solid', color: 'accent.fg' },
                })}
              >
                {language.label}
              </AppLink>
            )
          })}
      </nav>
    ) : null
  return <PostArticle post={result.post} related={result.related} href={tutorialHref} before={switcher} />
}
