import { format } from 'node:util'
import pino from 'pino'
import { z } from 'zod'
import { currentRequest } from './request-context.server.ts'

/**
 * Field names whose values never reach the log, wherever they appear in a logged object: tokens,
 * keys, cookies, passwords, emails. Log lines carry route kinds and ids, not what users sent.
 */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'apiKey',
  'api_key',
  'key',
  'secret',
  'email',
]
const redactPaths = REDACTED_KEYS.map((key) => `["${key}"]`).flatMap((key) => [key, `*${key}`, `*.*${key}`])
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi
/** Secrets a free-text message may still hold: emails and the values of key-like query parameters. */
const KEYED = /\b(key|token|secret|password|code|access_token|refresh_token)=([^&\s"]+)/gi

/** A message with emails and key-like parameters replaced, for text the code did not shape itself. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(KEYED, '$1=[redacted]')
}

/**
 * stdout, written in blocks of at least 4 KB and at least every 250 ms rather than a system call per
 * line: the access log's writes were the largest cost of a cached page (docs/decisions/091). What
 * is buffered is written synchronously when the process exits (pino's own exit hook).
 */
const bufferedStdout = () => pino.destination({ sync: false, minLength: 4096, periodicFlush: 250 })

/** One JSON line per event on `destination` (stdout by default), with the request's id when there is one. */
export function createLogger(destination: pino.DestinationStream = bufferedStdout()) {
  return pino(
    {
      base: { service: 'pdfrest-site' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: '[redacted]' },
      mixin: () => {
        const request = currentRequest()
        return request ? { trace_id: request.id } : {}
      },
      hooks: {
        // Free text (a console line, an error message) is scrubbed too: the code did not shape it.
        logMethod(args, method) {
          const [first, ...rest] = args
          if (typeof first === 'string') return method.apply(this, [scrubText(format(first, ...rest))])
          const message = rest.length > 0 ? scrubText(format(...rest)) : undefined
          return message === undefined ? method.apply(this, [first]) : method.apply(this, [first, message])
        },
      },
    },
    destination,
  )
}

export type Logger = ReturnType<typeof createLogger>

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')

/** LOG_LEVEL, `info` by default; a value pino doesn't know names the variable instead of starting. */
export function logLevel(env: NodeJS.ProcessEnv): z.infer<typeof logLevelSchema> {
  const parsed = logLevelSchema.safeParse(env.LOG_LEVEL || undefined)
  if (!parsed.success)
    throw new Error(`Invalid environment:\n  LOG_LEVEL: one of ${logLevelSchema.unwrap().options.join(', ')}`)
  return parsed.data
}

let logger: Logger | undefined
export function log(): Logger {
  logger ??= createLogger()
  return logger
}

let access: Logger | undefined
/**
 * The logger of the one line per request. Its fields are all shaped by the code (a route kind, a
 * method, a status, a trace id), so it skips the redaction walk: 28 µs a line against 2 µs, about 8%
 * of a core at 3,000 cached pages a second. Anything with a visitor's value goes through `log()`.
 */
export function accessLog(): Logger {
  const parent = log()
  if (access?.level !== parent.level) access = parent.child({}, { redact: [] })
  return access
}

/**
 * The production server's console becomes JSON lines through the same logger, so every line, the
 * framework's and the libraries' included, carries the request's id and is scrubbed.
 */
export function routeConsoleToLog(target: Logger = log()): void {
  console.log = (...args: unknown[]) => target.info(format(...args))
  console.info = console.log
  console.warn = (...args: unknown[]) => target.warn(format(...args))
  console.error = (...args: unknown[]) => target.error(format(...args))
}
