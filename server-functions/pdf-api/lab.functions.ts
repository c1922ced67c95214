import { createServerFn } from '@tanstack/react-start'
import { fetchAccountData } from '../account/account-data.server.ts'
import { InvalidRequestError } from '#shared/api/invalid-request.ts'
import { readSession } from '../identity/current-session.server.ts'
import { runLabRequest } from './lab.server.ts'
import { maxUploadBytes } from '#domain/plans/plan-limits.ts'
import { paramValuesSchema } from '#domain/pdf-api/tools.ts'

/** What the lab needs to know about the visitor: signed in, plan and upload limit. */
export const getLabContext = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  if (!session) return { signedIn: false, plan: null, maxUploadBytes: maxUploadBytes('Enterprise', null) }
  const account = await fetchAccountData(session.user.id)
  const plan = account.ok ? (account.data.plan ?? 'Starter') : (session.user.plan ?? 'Starter')
  const override = account.ok ? account.data.maxFileSizeOverride : null
  return { signedIn: true, plan, maxUploadBytes: maxUploadBytes(plan, override) }
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new InvalidRequestError()
  }
}

function parseLabForm(data: unknown) {
  if (!(data instanceof FormData)) throw new InvalidRequestError()
  const toolId = data.get('tool')
  const region = data.get('region')
  const values = paramValuesSchema.safeParse(parseJson(String(data.get('values') ?? '{}')))
  const files = data.getAll('file').filter((value) => value instanceof File)
  if (typeof toolId !== 'string' || !values.success || files.length > 20) throw new InvalidRequestError()
  return {
    toolId,
    values: values.data,
    region: region === 'eu' ? ('eu' as const) : ('global' as const),
    files,
  }
}

export const runLabTool = createServerFn({ method: 'POST' })
  .validator(parseLabForm)
  .handler(async ({ data }) => runLabRequest(await readSession(), data))
