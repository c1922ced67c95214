import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getLearningDraft } from '#server/content/learning.functions.ts'
import { draftRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { PostArticle } from '~/components/learning/post-article.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageShell } from '#ui/post-list.tsx'
import { kindTagNames } from '#shared/content/post-kinds.ts'
import { PreviewLink } from '~/components/learning/preview-link.tsx'

const kinds = Object.values(kindTagNames)
const states = {
  draft: 'Draft',
  scheduled: 'Scheduled post',
  published: 'Published post',
  sent: 'Sent newsletter',
} as const

/**
 * A writer's draft from Ghost on the real site: Ghost's Preview (its `/p/{uuid}/` link) redirects
 * here (docs/decisions/043). Behind the preview cookie; without it, the page asks for the secret,
 * which is posted, so it never shows in an address (docs/decisions/083).
 */
export const Route = createFileRoute('/_document/learning/preview/$uuid')({
  // `?preview=refused`: the secret just posted was not right.
  validateSearch: (search: Record<string, unknown>): { preview?: 'refused' } =>
    search.preview === 'refused' ? { preview: 'refused' } : {},
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
  const { preview } = Route.useSearch()
  if (result.status === 'locked') return <Unlock uuid={uuid} refused={preview === 'refused'} />
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
    <div className={notice}>
      <p role="note">
        {states[result.state]}, as saved in Ghost. {where}
      </p>
      <PreviewLink link={result.link} />
    </div>
  )
  return <PostArticle post={result.post} related={[]} href={() => '/learning/'} before={before} />
}

/** Without the preview cookie: the preview secret, once an hour, then the draft. */
function Unlock({ uuid, refused }: { uuid: string; refused: boolean }) {
  return (
    <section className={pageShell}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Preview a draft</h1>
      <p className={css({ mt: '4' })}>
        This address shows a draft saved in Ghost. Enter the site&apos;s preview secret to see it; the site
        remembers it for an hour.
      </p>
      {refused ? (
        <p role="alert" className={css({ mt: '4', color: 'danger.fg' })}>
          That preview secret is not right. Check it and enter it again.
        </p>
      ) : null}
      <form
        method="post"
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
            autoFocus={refused}
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
