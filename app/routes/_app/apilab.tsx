import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getLabContext } from '#server/pdf-api/lab.functions.ts'
import { findLabTool, labTools } from '#domain/pdf-api/tools.ts'
import { ApiLabWorkbench } from '~/components/apilab/api-lab.tsx'
import { labToolGroups } from '#domain/pdf-api/tool-groups.ts'
import { ToolPicker } from '~/components/apilab/tool-picker.tsx'
import { WelcomeTour } from '~/components/apilab/welcome-tour.tsx'
import { ProBadge } from '#ui/pro-badge.tsx'
import { AppLink } from '#ui/app-link.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/_app/apilab')({
  validateSearch: (search: Record<string, unknown>): { n?: 's'; tool?: string } => ({
    ...(search.n === 's' ? { n: 's' as const } : {}),
    ...(typeof search.tool === 'string' && /^[a-z0-9-]{1,80}$/.test(search.tool)
      ? { tool: search.tool }
      : {}),
  }),
  loader: () => getLabContext(),
  staleTime: 0,
  head: () => ({
    meta: [
      { title: 'API Lab | pdfRest' },
      { name: 'description', content: 'Try every pdfRest API tool from the browser and take the code home.' },
    ],
  }),
  component: ApiLabPage,
})

function ApiLabPage() {
  const { n, tool: wanted } = Route.useSearch()
  const navigate = Route.useNavigate()
  const context = Route.useLoaderData()
  const { global } = root.useLoaderData()
  const [first] = labTools
  const tool = (wanted ? findLabTool(wanted) : undefined) ?? first
  if (!tool) return null
  return (
    <section className={css({ maxW: '100rem', mx: 'auto', px: { base: '4', md: '6' }, py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>API Lab</h1>
      {n === 's' ? (
        <WelcomeTour
          onDismiss={() => void navigate({ search: (prev) => ({ tool: prev.tool }), replace: true })}
        />
      ) : null}
      <div
        className={css({
          display: 'grid',
          gap: { base: '6', lg: '8' },
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' },
        })}
      >
        <ToolPicker groups={labToolGroups(global.api_tool_buckets)} selected={tool.id} />
        <div className={css({ display: 'grid', gap: '6', alignContent: 'start', minW: '0' })}>
          <header>
            <h2
              className={css({ fontSize: '2xl', fontWeight: 'bold', display: 'flex', alignItems: 'center' })}
            >
              {tool.name}
              {tool.pro ? <ProBadge /> : null}
            </h2>
            <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>
              <code>POST /{tool.id}</code> ·{' '}
              <AppLink href={`/apitools/${tool.cmsSlug}/`} className={css({ textDecoration: 'underline' })}>
                About this tool
              </AppLink>
            </p>
          </header>
          <ApiLabWorkbench
            key={tool.id}
            tool={tool}
            plan={context.plan}
            maxUploadBytes={context.maxUploadBytes}
          />
        </div>
      </div>
    </section>
  )
}
