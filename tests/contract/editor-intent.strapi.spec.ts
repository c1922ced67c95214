import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import fc from 'fast-check'
import { z } from 'zod'
import { adminApi, cms } from './strapi-admin.ts'

/**
 * The last thing the editor did is what is live. Model-based: fast-check runs sequences of the
 * editor's actions on one page in the real Strapi (its scheduler looks every second here,
 * playwright.contract.config.ts) and compares, after each, what the admin and visitors see with a
 * model of the editor's intent.
 */
type Model = {
  exists: boolean
  /** The version of the page's text in the draft, and the one visitors see (null: not live). */
  draft: number
  live: number | null
  /** Saved since the last publish: the admin says "Modified". */
  changed: boolean
  /** A "Publish at" time in the future is pending. */
  pending: boolean
}

type Real = {
  api: { context: APIRequestContext; headers: Record<string, string> }
  live: APIRequestContext
  slug: string
  documentId: string
  created: number
}

const pages = `${cms}/content-manager/collection-types/api::page.page`
const siteToken = process.env.CONTRACT_SITE_TOKEN ?? ''
const versionPrefix = 'Intent version '
const heading = (version: number) => `${versionPrefix}${version}`
const hero = (version: number) => [{ __component: 'blocks.hero', heading: heading(version) }]

const documentSchema = z.object({
  data: z.object({ documentId: z.string(), status: z.string(), publish_at: z.string().nullable() }),
})
const liveSchema = z.object({
  data: z.array(z.object({ blocks: z.array(z.object({ heading: z.string().optional() })) })),
})

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true)
  return response
}

/** What the admin shows of the page (undefined once deleted) and the version visitors see. */
async function observe(real: Real) {
  const { context, headers } = real.api
  const stored = await context.get(`${pages}/${real.documentId}`, { headers })
  const document =
    stored.status() === 404 ? undefined : documentSchema.parse(await (await ok(stored)).json()).data
  const query = new URLSearchParams({ 'filters[slug][$eq]': real.slug, populate: '*' })
  const published = await ok(
    await real.live.get(`${cms}/api/pages?${query}`, { headers: { authorization: `Bearer ${siteToken}` } }),
  )
  const [page] = liveSchema.parse(await published.json()).data
  const shown = page?.blocks[0]?.heading
  return { document, live: shown === undefined ? null : Number(shown.slice(versionPrefix.length)) }
}

async function expectAsModel(model: Model, real: Real) {
  const seen = await observe(real)
  if (!model.exists) {
    expect(seen.document, 'a deleted page is gone from the admin').toBeUndefined()
    expect(seen.live, 'and from the site').toBeNull()
    return
  }
  const status = model.live === null ? 'draft' : model.changed ? 'modified' : 'published'
  expect({
    status: seen.document?.status,
    pending: seen.document?.publish_at != null,
    live: seen.live,
  }).toEqual({
    status,
    pending: model.pending,
    live: model.live,
  })
}

async function save(real: Real, data: Record<string, unknown>) {
  await ok(await real.api.context.put(`${pages}/${real.documentId}`, { headers: real.api.headers, data }))
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract check(model: Readonly<Model>): boolean
  abstract apply(model: Model, real: Real): Promise<void>
  abstract toString(): string
  async run(model: Model, real: Real) {
    await this.apply(model, real)
    await expectAsModel(model, real)
  }
}

class Create extends Step {
  check = (model: Readonly<Model>) => !model.exists
  async apply(model: Model, real: Real) {
    real.created += 1
    real.slug = `intent-${Date.now()}-${real.created}`
    const response = await ok(
      await real.api.context.post(pages, {
        headers: real.api.headers,
        data: { title: `Intent ${real.slug}`, slug: real.slug, blocks: hero(0) },
      }),
    )
    real.documentId = documentSchema.parse(await response.json()).data.documentId
    Object.assign(model, { exists: true, draft: 0, live: null, changed: false, pending: false })
  }
  toString = () => 'create'
}

class Edit extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply(model: Model, real: Real) {
    model.draft += 1
    await save(real, { blocks: hero(model.draft) })
    model.changed = true
  }
  toString = () => 'edit'
}

class ScheduleLater extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply(model: Model, real: Real) {
    await save(real, { publish_at: new Date(Date.now() + 3_600_000).toISOString() })
    Object.assign(model, { pending: true, changed: true })
  }
  toString = () => 'schedule in an hour'
}

class ClearSchedule extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply(model: Model, real: Real) {
    await save(real, { publish_at: null })
    Object.assign(model, { pending: false, changed: true })
  }
  toString = () => 'empty "Publish at"'
}

/** A time that has come: the scheduler publishes the draft within a tick or two. */
class ScheduleNow extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply(model: Model, real: Real) {
    await save(real, { publish_at: new Date(Date.now() - 1_000).toISOString() })
    Object.assign(model, { live: model.draft, changed: false, pending: false })
    // The whole state, not only what is live: a published page scheduled for now is live already,
    // and only the scheduler's run clears the pending time and the "modified" mark.
    await expect
      .poll(
        async () => {
          const seen = await observe(real)
          return {
            status: seen.document?.status,
            pending: seen.document?.publish_at != null,
            live: seen.live,
          }
        },
        { timeout: 20_000 },
      )
      .toEqual({ status: 'published', pending: false, live: model.draft })
  }
  toString = () => 'schedule for now'
}

class Publish extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply(model: Model, real: Real) {
    await ok(
      await real.api.context.post(`${pages}/${real.documentId}/actions/publish`, {
        headers: real.api.headers,
        data: {},
      }),
    )
    Object.assign(model, { live: model.draft, changed: false, pending: false })
  }
  toString = () => 'publish'
}

class Unpublish extends Step {
  check = (model: Readonly<Model>) => model.exists && model.live !== null
  async apply(model: Model, real: Real) {
    await ok(
      await real.api.context.post(`${pages}/${real.documentId}/actions/unpublish`, {
        headers: real.api.headers,
        data: {},
      }),
    )
    Object.assign(model, { live: null, changed: false, pending: false })
  }
  toString = () => 'unpublish'
}

class Delete extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply(model: Model, real: Real) {
    await ok(await real.api.context.delete(`${pages}/${real.documentId}`, { headers: real.api.headers }))
    Object.assign(model, { exists: false, live: null, pending: false })
  }
  toString = () => 'delete'
}

/** Three of the scheduler's ticks pass: nothing may change by itself. */
class Wait extends Step {
  check = (model: Readonly<Model>) => model.exists
  async apply() {
    const until = Date.now() + 3_000
    // Strapi is polled meanwhile: the check after it must see the same as before.
    await expect.poll(() => Date.now() >= until, { timeout: 10_000, intervals: [500] }).toBe(true)
  }
  toString = () => 'wait three ticks'
}

const steps = [Edit, ScheduleLater, ClearSchedule, ScheduleNow, Publish, Unpublish, Delete, Wait, Create]

async function runSequence(commands: Iterable<fc.AsyncCommand<Model, Real>>) {
  const api = await adminApi()
  const real: Real = { api, live: await playwrightRequest.newContext(), slug: '', documentId: '', created: 0 }
  const model: Model = { exists: false, draft: 0, live: null, changed: false, pending: false }
  await new Create().run(model, real)
  await fc.asyncModelRun(() => ({ model, real }), commands)
}

test('what is live is what the editor did last, through any sequence of schedule, publish, unpublish, edit and delete', async () => {
  test.setTimeout(300_000)
  // The marketer's walk of the editors' review: scheduled, gone live on time, unpublished, and back again.
  await runSequence([new ScheduleNow(), new Unpublish(), new Wait(), new Edit(), new Wait()])
  await fc.assert(
    fc.asyncProperty(
      fc.commands(
        steps.map((Command) => fc.constant(new Command())),
        { maxCommands: 7 },
      ),
      runSequence,
    ),
    { numRuns: 6 },
  )
})
