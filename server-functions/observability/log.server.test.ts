import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { accessLog, createLogger, log, logLevel, routeConsoleToLog, scrubText } from './log.server.ts'
import { runInRequest } from './request-context.server.ts'

/** A logger writing into an array of parsed lines. */
function capture() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger(destination), lines }
}

const secrets = [
  'pdfrest_session=sealed-cookie-value',
  'Bearer live-token-123',
  'Demo-pass-1!',
  'premium@example.com',
  'demo-premium-0002-key',
  'shh-webhook-secret',
]

describe('the log', () => {
  it('writes one JSON line with the request’s trace id inside a request, none outside', () => {
    const { logger, lines } = capture()
    runInRequest({ id: '0af7651916cd43dd8448eb211c80319c' }, () => logger.info({ kind: 'document' }))
    logger.info('boot')
    expect(lines[0]).toMatchObject({
      level: 'info',
      kind: 'document',
      trace_id: '0af7651916cd43dd8448eb211c80319c',
    })
    expect(lines[1]).toMatchObject({ msg: 'boot' })
    expect(lines[1]).not.toHaveProperty('trace_id')
  })

  it('never carries cookies, authorization, passwords, keys, tokens, secrets or emails', () => {
    const { logger, lines } = capture()
    logger.warn({
      cookie: secrets[0],
      headers: { authorization: secrets[1], 'set-cookie': secrets[0] },
      body: { password: secrets[2], email: secrets[3], user: { email: secrets[3], apiKey: secrets[4] } },
      secret: secrets[5],
      token: secrets[1],
    })
    logger.error(`[identity] POST /token?password=${secrets[2]}&key=${secrets[4]} for ${secrets[3]}`)
    logger.error({ kind: 'sign-in' }, 'refused %s', secrets[3])
    const text = JSON.stringify(lines)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({ cookie: '[redacted]', headers: { authorization: '[redacted]' } })
    expect(lines[1]?.msg).toBe('[identity] POST /token?password=[redacted]&key=[redacted] for [email]')
    expect(lines[2]).toMatchObject({ kind: 'sign-in', msg: 'refused [email]' })
  })

  it('takes over the console: every line the server prints is a scrubbed JSON line', () => {
    const { logger, lines } = capture()
    const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error }
    try {
      routeConsoleToLog(logger)
      runInRequest({ id: 'f'.repeat(32) }, () => console.error('[ghost] failed for %s', secrets[3]))
      console.log('[serve] listening on http://127.0.0.1:3000/')
    } finally {
      Object.assign(console, saved)
    }
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: '[ghost] failed for [email]',
      trace_id: 'f'.repeat(32),
    })
    expect(lines[1]).toMatchObject({ level: 'info', msg: '[serve] listening on http://127.0.0.1:3000/' })
  })

  it('scrubs free text but leaves ordinary words and addresses alone', () => {
    expect(scrubText('GET /pricing/ answered 503')).toBe('GET /pricing/ answered 503')
    expect(scrubText('token=abc&page=2 to a@b.io')).toBe('token=[redacted]&page=2 to [email]')
  })
})

describe('LOG_LEVEL', () => {
  it('is info unless set, and a level quiets what is below it', () => {
    expect(logLevel({})).toBe('info')
    expect(logLevel({ LOG_LEVEL: '' })).toBe('info')
    const { logger, lines } = capture()
    logger.level = logLevel({ LOG_LEVEL: 'warn' })
    logger.info({ kind: 'document' })
    logger.warn('upstream slow')
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'upstream slow' })])
  })

  it('refuses a level pino does not know, naming the variable', () => {
    expect(() => logLevel({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: one of fatal, error, warn, info/)
  })
})

describe('the per-request line', () => {
  it('follows the level LOG_LEVEL gave the log, whenever it was set', () => {
    const before = log().level
    try {
      expect(accessLog().isLevelEnabled('info')).toBe(true)
      log().level = 'warn'
      expect(accessLog().isLevelEnabled('info')).toBe(false)
      expect(accessLog().isLevelEnabled('warn')).toBe(true)
    } finally {
      log().level = before
    }
  })
})

describe('the default destination, stdout in blocks', () => {
  const logModule = new URL('./log.server.ts', import.meta.url).href
  const run = (script: string) =>
    spawn(
      process.execPath,
      ['--input-type=module', '-e', `import { log } from ${JSON.stringify(logModule)}; ${script}`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )

  it('writes what it holds when the process exits at once (a refusal to start is never lost)', async () => {
    const child = run(`log().error({ event: 'refused' }, 'last words'); process.exit(1)`)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(output).toContain('last words')
  })

  it('writes a quiet server’s single line without waiting for a block to fill', async () => {
    // Killed outright after 10 s, when no exit hook runs: only a timely write gets the line out.
    const child = run(
      `log().info('one quiet line'); setTimeout(() => process.kill(process.pid, 'SIGKILL'), 10_000)`,
    )
    try {
      let output = ''
      for await (const chunk of child.stdout) {
        output += String(chunk)
        if (output.includes('one quiet line')) break
      }
      expect(output).toContain('one quiet line')
    } finally {
      child.kill()
    }
  })
})
