import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The Grafana dashboard (deploy/grafana/pdfrest-site.json), read for its rows and queries. */
const targetSchema = z.object({ expr: z.string() })
const panelSchema = z.object({
  type: z.string(),
  title: z.string(),
  repeat: z.string().optional(),
  targets: z.array(targetSchema).optional(),
})
const dashboardSchema = z.object({ title: z.string(), panels: z.array(panelSchema) })

export const DASHBOARD = new URL('../deploy/grafana/pdfrest-site.json', import.meta.url)

export function dashboard() {
  return dashboardSchema.parse(JSON.parse(readFileSync(DASHBOARD, 'utf8')))
}

/** Every query of the dashboard with its panel's title. */
export function dashboardQueries(): { panel: string; expr: string }[] {
  return dashboard().panels.flatMap((panel) =>
    (panel.targets ?? []).map(({ expr }) => ({ panel: panel.title, expr })),
  )
}

/** A query as Prometheus can run it: Grafana's variables replaced by what they stand for. */
export function runnableQuery(expr: string, values: { service: string; window: string }): string {
  return expr
    .replaceAll('$__rate_interval', values.window)
    .replaceAll('job=~"$job"', 'job=~".+"')
    .replaceAll('$service', values.service)
}

/** The series names a query reads (recording rules' names included), PromQL's own words left out. */
export function seriesNames(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '').replace(/"[^"]*"/g, '')
  const words = withoutLabels.match(/[a-zA-Z_:][a-zA-Z0-9_:]*(?=\s*[[{)]|\s*$|\s*[-+*/<>])/g) ?? []
  return [...new Set(words.filter((word) => /^(pdfrest|nodejs|process)[_:]/.test(word)))]
}
