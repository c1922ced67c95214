import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

/** The commands `npm test` runs, in order: the `step "<name>"; <command>` lines of scripts/test.sh. */
function steps(): { name: string; command: string }[] {
  const script = readFileSync(new URL('test.sh', import.meta.url), 'utf8')
  return [...script.matchAll(/^step "([^"]+)"; (.+)$/gm)].map(([, name = '', command = '']) => ({
    name,
    command,
  }))
}

describe('npm test and the generated block files', () => {
  it('checks them before the typecheck and unit tests, and regenerates nothing before them', () => {
    const all = steps()
    const unitTests = all.findIndex((step) => step.command.includes('test:unit'))
    const before = all.slice(0, unitTests).map((step) => step.command)
    expect(unitTests).toBeGreaterThan(0)
    expect(before[0]).toBe('npm run --silent cms:components -- --check')
    expect(
      before.filter((command) =>
        /cms:components(?! -- --check)|vite build|npm run --silent build/.test(command),
      ),
    ).toEqual([])
  })

  it('the check passes on the committed files', () => {
    const output = execFileSync(process.execPath, ['scripts/cms-components.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(output).toMatch(
      /the block lists, \d+ Strapi components, the editor views and inputs are up to date/,
    )
  })
})
