import { z } from 'zod'
import { controlsSchema, mockControls } from '#mocks/controls.ts'
import { resetMockState } from '#mocks/state.ts'
import { purgeContentCache } from './content/cache.server.ts'
import { serverEnv } from './env.server.ts'

const switchesSchema = controlsSchema.partial().strict()

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The mock stack's remote control (documented in mocks/README.md): read or flip failure switches,
 * or reset every mocked service to its seed. Exists only while something is mocked.
 */
export async function handleMockControl(request: Request, action: 'switches' | 'reset'): Promise<Response> {
  if (!serverEnv().anyMocked) return json({ error: 'Not Found' }, 404)
  if (request.method === 'GET') return json(mockControls())
  if (action === 'reset') {
    resetMockState()
    purgeContentCache()
    return json({ reset: true, controls: mockControls() })
  }
  const body: unknown = await request.json().catch(() => undefined)
  const parsed = switchesSchema.safeParse(body)
  if (!parsed.success) return json({ error: z.prettifyError(parsed.error) }, 400)
  Object.assign(mockControls(), parsed.data)
  // A switched service must be seen at once, not after the content cache's freshness window.
  purgeContentCache()
  return json(mockControls())
}
