import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { accelerated, ruleGroups, writeRulesFile } from './prometheus-rules.ts'

const folder = new URL('../deploy/prometheus/', import.meta.url)
const promtool = process.env.PROMTOOL ?? 'promtool'

describe('the alert rules', () => {
  it("pass promtool's unit tests (deploy/prometheus/rules.test.yaml)", () => {
    writeRulesFile(new URL('rules.generated.yaml', folder), ruleGroups())
    const output = execFileSync(promtool, ['test', 'rules', 'rules.test.yaml'], {
      cwd: fileURLToPath(folder),
      encoding: 'utf8',
    })
    expect(output).toContain('SUCCESS')
  })

  it('run 60 times faster for the live test: windows and waits divided, expressions otherwise unchanged', () => {
    const fast = accelerated(ruleGroups(), 60)
    const rules = fast.flatMap((group) => group.rules)
    const burn = rules.find((rule) => rule.record === 'pdfrest:slo_errors:ratio_rate1h')
    expect(burn?.expr).toContain('[60s]')
    expect(burn?.expr).not.toContain('[1h]')
    expect(rules.find((rule) => rule.alert === 'SharedStoreDown')?.for).toBe('1s')
    expect(rules.find((rule) => rule.record === 'pdfrest:slo_errors:ratio_rate3d')?.expr).toContain('[4320s]')
  })
})
