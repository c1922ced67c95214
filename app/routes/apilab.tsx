import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { WelcomeTour } from '~/components/apilab/welcome-tour.tsx'
import { toolHref, toolsByRank } from '~/components/shell/nav-data.ts'
import { ProBadge } from '~/components/ui/pro-badge.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/apilab')({
  validateSearch: (search: Record<string, unknown>): { n?: 's'; tool?: string } => ({
    ...(search.n === 's' ? { n: 's' as const } : {}),
    ...(typeof search.tool === 'string' && /^[a-z0-9-]{1,80}$/.test(search.tool)
      ? { tool: search.tool }
      : {}),
  }),
  head: () => ({
    meta: [
      { title: 'API Lab | pdfRest' },
      { name: 'description', content: 'Try every pdfRest API tool from the browser and take the code home.' },
    ],
  }),
  component: ApiLabPage,
})

function ApiLabPage() {
  const { n } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { global } = root.useLoaderData()
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '12' })}>
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold', mb: '6' })}>API Lab</h1>
      {n === 's' ? <WelcomeTour onDismiss={() => void navigate({ search: {}, replace: true })} /> : null}
      <div className={css({ display: 'grid', gap: '6', md: { gridTemplateColumns: 'repeat(2, 1fr)' } })}>
        {global.api_tool_buckets.map((bucket) => (
          <section key={bucket.name} aria-labelledby={`lab-${bucket.name}`}>
            <h2 id={`lab-${bucket.name}`} className={css({ fontWeight: 'semibold', color: 'fg.muted' })}>
              {bucket.name}
            </h2>
            <ul className={css({ mt: '2', display: 'grid', gap: '1' })}>
              {toolsByRank(bucket.api_tools).map((tool) => (
                <li key={tool.slug}>
                  <Link to={toolHref(tool.slug)} className={css({ textDecoration: 'underline' })}>
                    {tool.name}
                  </Link>{' '}
                  {tool.pro_tool ? <ProBadge /> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}
