import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { getLayoutData } from '#server/content/layout.functions.ts'
import { getPage } from '#blocks/pages.functions.ts'
import { pageRequestSchema } from '#shared/content/page-request.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { ErrorView } from '~/components/shell/error-page.tsx'
import { bucketHref } from '#domain/navigation/nav-links.ts'
import { AppLink } from '#ui/app-link.tsx'
import { ToolHeroArt } from '#blocks/tool-grid/tool-hero-art.tsx'
import { ToolIcon } from '#blocks/tool-grid/tool-icon.tsx'
import { ProBadge } from '#ui/pro-badge.tsx'
import { findLabTool, referencePath } from '#domain/pdf-api/tools.ts'
import { breadcrumbJsonLd } from '~/structured-data.ts'

/** A failed route validation reads "Page Not Found: {path}". */
export function routeValidationMessage(path: string): string {
  return `Page Not Found: ${path}`
}

export const Route = createFileRoute('/_document/apitools/$slug')({
  loader: async ({ params }) => {
    // The tool list (cached with the shell) and the tool's own CMS blocks, read together.
    const [{ global, siteUrl }, page] = await Promise.all([
      getLayoutData(),
      getPage({ data: requestOrNotFound(pageRequestSchema, { collection: 'api-tools', slug: params.slug }) }),
    ])
    for (const bucket of global.api_tool_buckets) {
      const tool = bucket.api_tools.find((candidate) => candidate.slug === params.slug)
      if (tool)
        return {
          status: 'found' as const,
          tool,
          bucket: bucket.name,
          siteUrl,
          page: page.status === 'found' ? page : null,
        }
    }
    // A CMS that cannot be read is an outage (503, retry hint), not a missing tool.
    if (page.status === 'unavailable') return { status: 'unavailable' as const }
    throw notFound()
  },
  head: ({ loaderData }) => ({
    meta:
      loaderData?.status === 'found'
        ? [
            { title: `${loaderData.tool.name} API | pdfRest` },
            { name: 'description', content: loaderData.tool.header_blurb },
            { property: 'og:title', content: `${loaderData.tool.name} API | pdfRest` },
            { name: 'twitter:title', content: `${loaderData.tool.name} API | pdfRest` },
          ]
        : [],
    scripts:
      loaderData?.status === 'found'
        ? [
            {
              type: 'application/ld+json',
              children: breadcrumbJsonLd(loaderData.siteUrl, [
                { name: 'API Tools', path: '/apitools/' },
                { name: loaderData.bucket, path: `/apitools/#${loaderData.bucket}` },
                { name: loaderData.tool.name, path: `/apitools/${loaderData.tool.slug}/` },
              ]),
            },
          ]
        : [],
  }),
  notFoundComponent: ToolNotFound,
  component: ToolPage,
})

function ToolNotFound() {
  const { slug } = Route.useParams()
  return <ErrorView status={404} message={routeValidationMessage(`/apitools/${slug}/`)} />
}

function ToolPage() {
  const data = Route.useLoaderData()
  if (data.status === 'unavailable') return <ContentUnavailable />
  const { tool, bucket, page } = data
  const labTool = findLabTool(tool.slug)
  return (
    <>
      <article className={css({ maxW: 'content', mx: 'auto', px: '6', py: '16' })}>
        <nav aria-label="Breadcrumb" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <ol className={css({ display: 'flex', gap: '2' })}>
            <li>
              <AppLink href="/apitools/" className={css({ color: 'fg.muted' })}>
                API Tools
              </AppLink>{' '}
              /
            </li>
            <li>
              <AppLink href={bucketHref(bucket)} className={css({ color: 'fg.muted' })}>
                {bucket}
              </AppLink>{' '}
              /
            </li>
            <li aria-current="page">{tool.name}</li>
          </ol>
        </nav>
        <div
          className={css({
            display: 'grid',
            gap: '12',
            alignItems: 'center',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
          })}
        >
          <div>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '4', mt: '6' })}>
              <ToolIcon slug={tool.slug} icon={tool.icon} size={64} loading="eager" />
              <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold' })}>
                {tool.name}
                {tool.pro_tool ? <ProBadge /> : null}
              </h1>
            </div>
            <p className={css({ mt: '6', fontSize: 'xl', color: 'fg.muted', maxW: '3xl' })}>
              {tool.header_blurb}
            </p>
            <div className={css({ mt: '10', display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              <AppLink href={`/apilab/?tool=${labTool?.id ?? tool.slug}`} className={button({ size: 'lg' })}>
                Try it in the API Lab
              </AppLink>
              <AppLink href="/pricing/" className={button({ size: 'lg', variant: 'outline' })}>
                See pricing
              </AppLink>
            </div>
            {labTool ? (
              <p className={css({ mt: '5' })}>
                <a
                  href={referencePath(labTool)}
                  className={css({ textDecoration: 'underline', fontWeight: 'medium' })}
                >
                  {tool.name} API reference
                </a>
                <span className={css({ color: 'fg.muted' })}>
                  : POST /{labTool.id}, its parameters, answers and code samples
                </span>
              </p>
            ) : null}
          </div>
          <ToolHeroArt slug={tool.slug} icon={tool.icon} bucket={bucket} />
        </div>
      </article>
      {page ? <CmsPage page={page} /> : null}
    </>
  )
}
