import { describe, expect, it } from 'vitest'
import { registry } from '../server-functions/observability/metrics.server.ts'
import { dashboard, dashboardQueries, seriesNames } from './grafana-dashboard.ts'
import { ruleGroups } from './prometheus-rules.ts'

/** Every series the site exports: each metric, and a histogram's _bucket, _sum and _count. */
async function exportedSeries(): Promise<Set<string>> {
  const names = new Set<string>()
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name)
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix)
  }
  for (const group of ruleGroups()) for (const rule of group.rules) if (rule.record) names.add(rule.record)
  return names
}

describe('the Grafana dashboard', () => {
  it('has one row per golden signal, then the page cache, then one row repeated per upstream', () => {
    const rows = dashboard().panels.filter((panel) => panel.type === 'row')
    expect(rows.map((row) => row.title)).toEqual([
      'Traffic',
      'Latency',
      'Errors',
      'Saturation',
      'Page cache',
      'Upstream $service',
    ])
    expect(rows.at(-1)?.repeat).toBe('service')
  })

  it('queries only series the site exports or the rules record', async () => {
    const known = await exportedSeries()
    const queries = dashboardQueries()
    expect(queries.length).toBeGreaterThan(15)
    for (const { panel, expr } of queries) {
      const names = seriesNames(expr)
      expect(names.length, `${panel}: ${expr}`).toBeGreaterThan(0)
      for (const name of names) expect(known, `${panel}: ${name}`).toContain(name)
    }
  })

  it('finds a misspelt series name (the check itself works)', async () => {
    const known = await exportedSeries()
    expect(seriesNames('sum(rate(pdfrest_page_cache_request_total[5m]))')).toEqual([
      'pdfrest_page_cache_request_total',
    ])
    expect(known).not.toContain('pdfrest_page_cache_request_total')
  })
})
