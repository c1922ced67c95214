import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

// The Strapi admin's session warning (cms/src/editor/session-end.js) and where it shows a refusal
// (cms/src/admin/refusal-reveal.js) run in Strapi; their rules are checked here, where the unit
// suite runs.
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')
const session = z
  .object({ sessionEnd: fn, warningSeconds: fn })
  .parse(createRequire(import.meta.url)('../../cms/src/editor/session-end.js'))
const revealPath = '../../cms/src/admin/refusal-reveal.js'
const reveal = z
  .object({ firstRefusal: fn, satisfiedListRefusals: fn })
  .parse(await import(/* @vite-ignore */ revealPath))

const endSchema = z.object({ endsAt: z.string(), extensible: z.boolean() })
const endOf = (record: Record<string, string | null>) =>
  endSchema.parse(Reflect.apply(session.sessionEnd, undefined, [record]))

describe('the end of an admin session', () => {
  it('is the idle end while the absolute end is later, and a refresh can move it', () => {
    expect(
      endOf({ expiresAt: '2026-11-29T10:00:00.000Z', absoluteExpiresAt: '2026-11-30T08:00:00.000Z' }),
    ).toEqual({
      endsAt: '2026-11-29T10:00:00.000Z',
      extensible: true,
    })
  })

  it('is the absolute end once it comes first, which no refresh moves', () => {
    expect(
      endOf({ expiresAt: '2026-11-29T10:00:00.000Z', absoluteExpiresAt: '2026-11-29T09:30:00.000Z' }),
    ).toEqual({
      endsAt: '2026-11-29T09:30:00.000Z',
      extensible: false,
    })
    expect(endOf({ expiresAt: '2026-11-29T10:00:00.000Z', absoluteExpiresAt: null })).toEqual({
      endsAt: '2026-11-29T10:00:00.000Z',
      extensible: true,
    })
  })

  it('is warned of five minutes before unless configured', () => {
    const warn = (env: Record<string, string>) => Reflect.apply(session.warningSeconds, undefined, [env])
    expect(warn({})).toBe(300)
    expect(warn({ ADMIN_SESSION_WARNING_SECONDS: '16' })).toBe(16)
    expect(warn({ ADMIN_SESSION_WARNING_SECONDS: 'soon' })).toBe(300)
    expect(warn({ ADMIN_SESSION_WARNING_SECONDS: '-5' })).toBe(300)
  })
})

describe('where the admin shows a refusal', () => {
  const first = (errors: unknown) => Reflect.apply(reveal.firstRefusal, undefined, [errors])
  const satisfied = (errors: unknown, values: unknown) =>
    Reflect.apply(reveal.satisfiedListRefusals, undefined, [errors, values])

  it('goes to the first refused field in the order of the form, sections in order', () => {
    // Strapi's nested errors: a refused third section is an array with two holes before it.
    const errors = {
      blocks: [undefined, undefined, { image: 'Section 3 (Image or video): no alternative text' }],
    }
    expect(first(errors)).toBe('Section 3 (Image or video): no alternative text')
    expect(first({ title: 'Give the page a name', blocks: [{ heading: 'later' }] })).toBe(
      'Give the page a name',
    )
    expect(first({})).toBeUndefined()
  })

  it('drops "add a section" once the page has one, and keeps refusals inside sections', () => {
    expect(
      satisfied({ blocks: 'This page has no sections yet' }, { blocks: [{ __component: 'blocks.hero' }] }),
    ).toEqual(['blocks'])
    expect(satisfied({ blocks: 'This page has no sections yet' }, { blocks: [] })).toEqual([])
    expect(satisfied({ blocks: [{ image: 'no alternative text' }] }, { blocks: [{}] })).toEqual([])
    expect(satisfied({ title: 'Give the page a name' }, { title: null })).toEqual([])
  })
})
