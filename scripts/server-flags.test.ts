import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { serveCommand } from './server-flags.ts'

const packageSchema = z.object({ scripts: z.record(z.string(), z.string()) })

describe('server flags', () => {
  it('npm run serve starts the server with the same flags as the tests, bench and load test', () => {
    const pkg = packageSchema.parse(
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')),
    )
    expect(pkg.scripts.serve).toBe(serveCommand)
  })
})
