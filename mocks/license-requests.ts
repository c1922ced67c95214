import { randomUUID } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { z } from 'zod'
import { applyServiceMode } from './controls.ts'
import { defineSlice } from './state.ts'

/** Documented failure input: a request from this address gets a 500. */
export const LICENSE_FAIL_EMAIL = 'license-fail@example.com'

const requestSchema = z.object({
  name: z.string().min(1),
  email: z.email(),
  company: z.string().min(1),
  product: z.enum(['PDF toolkit', 'PDF forms', 'PDF to office']),
  intendedUse: z.string().min(1),
})

export const licenseRequests = defineSlice(
  'licenseRequests',
  () => new Array<z.infer<typeof requestSchema> & { id: string }>(),
)

/** The licence desk's intake endpoint: `POST {base}/license-requests`. */
export function licenseRequestHandlers(base: string): RequestHandler[] {
  return [
    http.post(`${base}/license-requests`, async ({ request }) => {
      const down = await applyServiceMode('licenseRequests')
      if (down) return down
      const parsed = requestSchema.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) return HttpResponse.json({ error: 'Invalid request' }, { status: 400 })
      if (parsed.data.email === LICENSE_FAIL_EMAIL)
        return HttpResponse.json({ error: 'Intake unavailable' }, { status: 500 })
      const saved = { ...parsed.data, id: randomUUID() }
      licenseRequests().push(saved)
      return HttpResponse.json({ id: saved.id }, { status: 201 })
    }),
  ]
}
