import { createHash } from 'node:crypto'

export type ServerFnName = { filename: string; functionName: string }

/**
 * The id a production build gives a server function (`/_serverFn/<id>`): the build is configured
 * with this function (vite.config.ts), so the server can recognise one function by its id.
 */
export function serverFnId({ filename, functionName }: ServerFnName): string {
  return createHash('sha256').update(`${filename}--${functionName}`).digest('hex')
}

/** The dev server names a function by base64url JSON of its file and export instead. */
function devServerFnExport(id: string): { file: string; export: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const file = 'file' in parsed ? parsed.file : undefined
    const name = 'export' in parsed ? parsed.export : undefined
    return typeof file === 'string' && typeof name === 'string' ? { file, export: name } : undefined
  } catch {
    return undefined
  }
}

/** Whether `id` names this function, in a build or on the dev server. */
export function isServerFn(id: string, fn: ServerFnName, builtId = serverFnId(fn)): boolean {
  if (id === builtId) return true
  if (id.length === 64) return false
  const dev = devServerFnExport(id)
  return dev !== undefined && dev.export === fn.functionName && dev.file.includes(fn.filename)
}
