import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { BODY_MESSAGES } from '#shared/api/body-messages.ts'
import { handleJsonPost } from './auth-api.server.ts'

const schema = z.object({ email: z.string() })
const post = (headers: Record<string, string>, body = JSON.stringify({ email: 'ada@example.com' })) =>
  new Request('http://localhost:3000/api/auth/sign-in/', { method: 'POST', headers, body })

describe('a JSON action', () => {
  it('takes application/json, with or without parameters', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      const run = vi.fn(async () => ({ ok: true }))
      const answer = await handleJsonPost(
        post({ 'content-type': type, 'sec-fetch-site': 'same-origin' }),
        schema,
        run,
      )
      expect(answer.status, type).toBe(200)
      expect(run).toHaveBeenCalledWith({ email: 'ada@example.com' })
    }
  })

  it('refuses any other body with a 415 and says what it takes, before reading it or running anything', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const run = vi.fn(async () => ({ ok: true }))
      const request = post({ 'sec-fetch-site': 'same-origin', ...(type ? { 'content-type': type } : {}) })
      const answer = await handleJsonPost(request, schema, run)
      expect(answer.status, type).toBe(415)
      expect(await answer.json()).toEqual({ error: BODY_MESSAGES.notJson })
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(run).not.toHaveBeenCalled()
      expect(request.bodyUsed).toBe(false)
    }
  })

  it('still refuses another site first', async () => {
    const answer = await handleJsonPost(
      post({ 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }),
      schema,
      async () => ({ ok: true }),
    )
    expect(answer.status).toBe(403)
  })
})
