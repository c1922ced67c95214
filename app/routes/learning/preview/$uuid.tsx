import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getLearningDraft } from '#server/content/learning.functions.ts'
import { draftRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { PostArticle } from '~/components/learning/post-article.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageShell } from '#ui/post-list.tsx'
import { kindTagNames } from '#shared/content/post-kinds.ts'

const kinds = Object.values(kindTagNames)
const states = {
  draft: 'Draft',
  scheduled: 'Scheduled post',
  published: 'Published post',
  sent: 'Sent newsletter',
} as const

/**
 * A writer's draft from Ghost on the real site: Ghost's Preview (its `/p/{uuid}/` link) redirects
 * here (docs/decisions/043). Behind the preview cookie; without it, the page asks for the secret.
 */
export const Route = createFileRoute('/learning/preview/$uuid')({
  staticData: { document: true },
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const result = await getLearningDraft({
      data: requestOrNotFound(draftRequestSchema, { uuid: params.uuid }),
    })
    if (result.status === 'not-found') throw notFound()
    return result
  },
  head: ({ loaderData }) => ({
    meta: [
      { name: 'robots', content: 'noindex' },
      {
        title:
          loaderData?.status === 'found'
            ? `Draft: ${loaderData.post.title} | pdfRest`
            : 'Draft preview | pdfRest',
      },
    ],
  }),
  component: DraftPage,
})

const notice = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '4',
  mt: '6',
})

function DraftPage() {
  const result = Route.useLoaderData()
  const { uuid } = Route.useParams()
  if (result.status === 'locked') return <Unlock uuid={uuid} />
  if (result.status === 'off') {
    return (
      <section className={pageShell}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Draft preview is not set up</h1>
        <p className={notice}>
          This site has no Ghost Admin API key, so it cannot read drafts. Publish the post to see it on the
          site, or ask a developer to set GHOST_ADMIN_KEY.
        </p>
      </section>
    )
  }
  if (result.status !== 'found') return <ContentUnavailable />
  const where = result.sitePath ? (
    <>
      Once published it will be at <code>{result.sitePath}</code>.
    </>
  ) : (
    <>
      Once published no page of the site will show it: add the tag{' '}
      {kinds.map((name, index) => (
        <span key={name}>
          {index > 0 ? (index === kinds.length - 1 ? ' or ' : ', ') : ''}
          <strong>{name}</strong>
        </span>
      ))}{' '}
      in Ghost (a hub also needs its topic tag).
    </>
  )
  const before = (
    <p role="note" className={notice}>
      {states[result.state]}, as saved in Ghost. {where}
    </p>
  )
  return <PostArticle post={result.post} related={[]} href={() => '/learning/'} before={before} />
}

/** Without the preview cookie: the preview secret, once an hour, then the draft. */
function Unlock({ uuid }: { uuid: string }) {
  return (
    <section className={pageShell}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Preview a draft</h1>
      <p className={css({ mt: '4' })}>
        This address shows a draft saved in Ghost. Enter the site&apos;s preview secret to see it; the site
        remembers it for an hour.
      </p>
      <form
        method="get"
        action="/api/preview/"
        className={css({ display: 'flex', gap: '3', mt: '6', flexWrap: 'wrap' })}
      >
        <input type="hidden" name="url" value={`/learning/preview/${uuid}/`} />
        <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          Preview secret
          <input
            type="password"
            name="secret"
            required
            autoComplete="off"
            className={css({
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'md',
              px: '3',
              py: '2',
            })}
          />
        </label>
        <button
          type="submit"
          className={css({
            alignSelf: 'end',
            bg: 'accent.solid',
            color: 'accent.fg',
            borderRadius: 'md',
            px: '4',
            py: '2',
          })}
        >
          Show the draft
        </button>
      </form>
    </section>
  )
}
