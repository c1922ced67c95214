import { readFileSync, writeFileSync } from 'node:fs'
import { parse, stringify } from 'yaml'
import { z } from 'zod'

/**
 * The alert and recording rules live once, in the PrometheusRule manifest (deploy/kubernetes/
 * prometheus-rule.yaml). Prometheus outside Kubernetes (promtool's unit tests, the end-to-end test,
 * an operator's own server) reads the same groups as a plain rules file written from it.
 */
const ruleSchema = z
  .object({
    record: z.string().optional(),
    alert: z.string().optional(),
    expr: z.string(),
    for: z.string().optional(),
  })
  .passthrough()
const groupSchema = z
  .object({ name: z.string(), interval: z.string().optional(), rules: z.array(ruleSchema) })
  .passthrough()
const manifestSchema = z.object({
  kind: z.literal('PrometheusRule'),
  spec: z.object({ groups: z.array(groupSchema) }),
})
export type RuleGroup = z.infer<typeof groupSchema>

export const RULES_MANIFEST = new URL('../deploy/kubernetes/prometheus-rule.yaml', import.meta.url)

export function ruleGroups(): RuleGroup[] {
  return manifestSchema.parse(parse(readFileSync(RULES_MANIFEST, 'utf8'))).spec.groups
}

const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 }

function scaled(duration: string, factor: number): string {
  const match = /^(\d+)([smhd])$/.exec(duration)
  if (!match?.[1] || !match[2]) throw new Error(`unexpected duration ${duration}`)
  const seconds = (Number(match[1]) * (unitSeconds[match[2]] ?? 1)) / factor
  return `${Math.max(1, Math.round(seconds))}s`
}

/**
 * The same rules `factor` times faster: every range window and every `for:` divided, so a test sees
 * in seconds what production sees in minutes (5m becomes 5s at 60). The expressions are unchanged.
 */
export function accelerated(groups: RuleGroup[], factor: number): RuleGroup[] {
  return groups.map((group) => ({
    ...group,
    rules: group.rules.map((rule) => ({
      ...rule,
      expr: rule.expr.replace(/\[(\d+[smhd])\]/g, (_all, window: string) => `[${scaled(window, factor)}]`),
      ...(rule.for ? { for: scaled(rule.for, factor) } : {}),
    })),
  }))
}

/** A Prometheus rules file holding `groups`. */
export function writeRulesFile(path: string | URL, groups: RuleGroup[]): void {
  writeFileSync(path, stringify({ groups }))
}
