import { describe, expect, it, vi } from 'vitest'
import { pageFeedback } from '#mocks/support-tickets.ts'
import { mockControls } from '#mocks/controls.ts'
import { PAGE_FEEDBACK_MESSAGES } from '#shared/api/page-feedback.schema.ts'
import { Route } from '~/routes/api/page-feedback.ts'
import { routePost, startRouteTests } from '../../tests/setup/route-call.ts'

vi.mock(import('@tanstack/react-start/server'), async (importOriginal) => ({
  ...(await importOriginal()),
  ...(await import('../../tests/setup/route-call.ts')).cookieFunctions,
  getRequestIP: () => '192.0.2.44',
  getRequest: () => new Request('http://localhost:3000/api/page-feedback/'),
}))

startRouteTests()

const handle = routePost(Route)
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  handle(
    new Request('http://localhost:3000/api/page-feedback/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  )

describe('"Was this page helpful?" (POST /api/page-feedback/)', () => {
  it("files the answer with the page's full address and goes back to the page's thanks", async () => {
    const answer = await post({
      page: '/documentation/compressed-pdf/',
      helpful: 'no',
      comment: ' A Node sample ',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/documentation/compressed-pdf/#feedback-sent')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(pageFeedback().at(-1)).toMatchObject({
      kind: 'page-feedback',
      page: expect.stringMatching(/^https?:\/\/[^/]+\/documentation\/compressed-pdf\/$/),
      helpful: false,
      comment: 'A Node sample',
    })
  })

  it('refuses a page that is not a documentation page, and posts from other sites', async () => {
    const before = pageFeedback().length
    expect((await post({ page: '//evil.example/', helpful: 'yes' })).status).toBe(400)
    expect((await post({ page: '/documentation/x/', helpful: 'maybe' })).status).toBe(400)
    expect((await post({ page: '/documentation/', helpful: 'yes', comment: 'x'.repeat(1001) })).status).toBe(
      400,
    )
    const crossSite = await post(
      { page: '/documentation/', helpful: 'yes' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBeGreaterThanOrEqual(400)
    expect(pageFeedback().length).toBe(before)
  })

  it('is rate-limited per client address like support, and says so on the page', async () => {
    for (let index = 0; index < 10; index += 1)
      expect((await post({ page: '/documentation/', helpful: 'yes' })).headers.get('location')).toBe(
        '/documentation/#feedback-sent',
      )
    const eleventh = await post({ page: '/documentation/', helpful: 'yes' })
    expect(eleventh.headers.get('location')).toBe('/documentation/#feedback-throttled')
    expect(PAGE_FEEDBACK_MESSAGES.throttled).toMatch(/not sent/)
  })

  it('goes back to the page with a failure the reader can act on when the ticket desk is down', async () => {
    mockControls().supportTickets = 'down'
    try {
      const answer = await post({ page: '/documentation/', helpful: 'yes' })
      expect(answer.headers.get('location')).toBe('/documentation/#feedback-failed')
    } finally {
      mockControls().supportTickets = 'ok'
    }
  })
})
