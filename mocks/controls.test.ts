import { afterEach, describe, expect, it } from 'vitest'
import { applyServiceMode, mockControls } from './controls.ts'
import { resetMockState } from './state.ts'

afterEach(() => resetMockState())

describe('service switches', () => {
  it('garbage answers 200 JSON that is not the answer: invalid JSON, then the wrong shape', async () => {
    mockControls().strapi = 'garbage'
    const bodies: string[] = []
    for (let call = 0; call < 2; call += 1) {
      const response = await applyServiceMode('strapi')
      expect(response?.status).toBe(200)
      expect(response?.headers.get('content-type')).toBe('application/json')
      bodies.push((await response?.text()) ?? '')
    }
    const parsed = bodies.map((body) => {
      try {
        return { ok: true, value: JSON.parse(body) }
      } catch {
        return { ok: false }
      }
    })
    expect(parsed.filter((result) => !result.ok)).toHaveLength(1)
    expect(parsed.find((result) => result.ok)?.value).not.toHaveProperty('data')
  })

  it('ok leaves the service to answer', async () => {
    expect(await applyServiceMode('ghost')).toBeUndefined()
  })
})
