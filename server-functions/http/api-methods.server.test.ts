import { describe, expect, it } from 'vitest'
import { allowedMethods, apiHandlers } from './api-methods.server.ts'

describe('apiHandlers', () => {
  it('keeps the declared handlers and answers any other method 405 with Allow', async () => {
    const post = () => Response.json({ ok: true })
    const handlers = apiHandlers({ POST: post })
    expect(handlers.POST).toBe(post)
    const response = await handlers.ANY({ request: new Request('http://localhost/api/x/') })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'This endpoint accepts POST requests only.' })
  })

  it('lists HEAD wherever GET is, and closes a connection whose body it does not read', async () => {
    expect(allowedMethods(['GET', 'POST'])).toEqual(['GET', 'POST', 'HEAD'])
    const handlers = apiHandlers({ GET: () => new Response('') })
    const put = new Request('http://localhost/api/x/', { method: 'PUT', body: '{}' })
    const response = await handlers.ANY({ request: put })
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({ error: 'This endpoint accepts GET or HEAD requests only.' })
  })
})
