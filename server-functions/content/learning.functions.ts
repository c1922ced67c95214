import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { requestIsDraftPreview } from './draft-preview.server.ts'
import { draftPreview } from './draft-post.server.ts'
import { siteOrigin } from '../http/site-origin.server.ts'
import { findPostPath, getHub, getPost, learningHome, listPosts } from './learning.server.ts'
import { changelogEntry, changelogPage } from './changelog.server.ts'
import {
  anyPostRequestSchema,
  changelogRequestSchema,
  draftRequestSchema,
  hubRequestSchema,
  listRequestSchema,
  postRequestSchema,
} from '#shared/content/learning.schema.ts'

function statusOf<T extends { status: string }>(result: T): T {
  if (result.status === 'unavailable') setResponseStatus(503)
  return result
}

export const getLearningHome = createServerFn({ method: 'GET' }).handler(async () =>
  statusOf(await learningHome()),
)

export const getLearningList = createServerFn({ method: 'GET' })
  .validator(listRequestSchema)
  .handler(async ({ data }) => statusOf(await listPosts(data.kind, data.page, data.tag)))

export const getLearningPost = createServerFn({ method: 'GET' })
  .validator(postRequestSchema)
  .handler(async ({ data }) => statusOf(await getPost(data.kind, data.slug)))

export const getLearningHub = createServerFn({ method: 'GET' })
  .validator(hubRequestSchema)
  .handler(async ({ data }) => statusOf(await getHub(data.topic)))

export const getLearningPostPath = createServerFn({ method: 'GET' })
  .validator(anyPostRequestSchema)
  .handler(async ({ data }) => statusOf(await findPostPath(data.slug)))

export const getChangelogPage = createServerFn({ method: 'GET' })
  .validator(changelogRequestSchema)
  .handler(async ({ data }) => statusOf(await changelogPage(data.page)))

export const getChangelogEntry = createServerFn({ method: 'GET' })
  .validator(anyPostRequestSchema)
  .handler(async ({ data }) => statusOf(await changelogEntry(data.slug)))

/** A writer's draft from Ghost, only behind the preview cookie (the preview secret, posted to /api/preview/). */
export const getLearningDraft = createServerFn({ method: 'GET' })
  .validator(draftRequestSchema)
  .handler(async ({ data }) => {
    // Without the cookie the page is a form for the secret, answered 200 as a sign-in page is.
    if (!(await requestIsDraftPreview())) return { status: 'locked' as const }
    const result = await draftPreview(data.uuid)
    if (result.status === 'off') setResponseStatus(404)
    if (result.status !== 'found') return statusOf(result)
    // The address to share with another editor: the site's own, without any secret in it.
    return { ...result, link: new URL(`/learning/preview/${data.uuid}/`, siteOrigin()).href }
  })
