import { apiRead } from '#shared/api/action.ts'
import { readApi } from '#shared/api/client.ts'
import { type ShellData, shellDataSchema } from './shell-data.schema.ts'

/** The header island's data, fetched once per page life (in parallel with the island's code). */
let loading: Promise<ShellData> | undefined
export function loadShellData(): Promise<ShellData> {
  loading ??= readApi(apiRead({ path: '/api/shell/', answer: shellDataSchema })).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
