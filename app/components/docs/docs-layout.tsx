import { referencePath } from '#domain/pdf-api/tools.ts'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { fileEndpointPath, fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { labToolGroups } from '#domain/pdf-api/tool-groups.ts'
import { guidePath, guides } from '#shared/docs/guides.ts'
import { ProBadge } from '#ui/pro-badge.tsx'
import { PageFeedback } from './page-feedback.tsx'
import { PageMarkdownActions } from './page-markdown-actions.tsx'
import { markdownPath } from './markdown-path.ts'

const root = getRouteApi('__root__')

export type DocSection = { id: string; title: string }

const CONTENTS_ID = 'reference-contents'

const linkStyle = css({
  display: 'block',
  py: '1',
  px: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'fg.default', fontWeight: 'semibold', bg: 'bg.muted' },
})
const sectionLinkStyle = cx(linkStyle, css({ pl: '5', fontSize: 'xs' }))
const groupTitle = css({
  mt: '5',
  mb: '1',
  px: '2',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  color: 'fg.muted',
})

/**
 * The reference's frame: a sidebar with the overview and every endpoint, grouped by the tool buckets
 * as in the header and the API lab, and the current page's sections as anchors. Plain links: it reads
 * and navigates without JavaScript.
 */
export function DocsLayout({
  current,
  sections,
  children,
}: {
  /** The endpoint id, a guide's slug, or `overview`. */
  current: string
  sections: DocSection[]
  children: ReactNode
}) {
  const buckets = root.useLoaderData({ select: (layout) => layout.global.api_tool_buckets })
  const groups = labToolGroups(buckets)
  const anchors = (
    <ul>
      {sections.map((section) => (
        <li key={section.id}>
          <a className={sectionLinkStyle} href={`#${section.id}`}>
            {section.title}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <div
      className={css({
        maxW: 'content',
        mx: 'auto',
        px: '6',
        py: { base: '8', md: '12' },
        display: 'grid',
        gap: '10',
        lg: { gridTemplateColumns: '16rem minmax(0, 1fr)' },
      })}
    >
      {/* On a phone the contents come after the page: a plain link reaches them, script or not. */}
      <a
        href={`#${CONTENTS_ID}`}
        className={css({
          fontSize: 'sm',
          textDecoration: 'underline',
          justifySelf: 'start',
          lg: { display: 'none' },
        })}
      >
        Jump to the reference contents
      </a>
      <nav
        id={CONTENTS_ID}
        aria-label="API reference"
        className={css({
          // On a phone the page comes first and the contents after it; beside it from lg up.
          order: 2,
          scrollMarginTop: '20',
          lg: {
            order: 0,
            position: 'sticky',
            top: '20',
            alignSelf: 'start',
            maxH: 'calc(100vh - 6rem)',
            overflowY: 'auto',
          },
        })}
      >
        <details open className={css({ lg: { '& > summary': { display: 'none' } } })}>
          <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2' })}>
            Reference contents
          </summary>
          <ul>
            <li>
              <a
                className={linkStyle}
                href="/documentation/"
                aria-current={current === 'overview' ? 'page' : undefined}
              >
                Overview
              </a>
              {current === 'overview' ? anchors : null}
            </li>
            <li>
              <a className={linkStyle} href="/openapi.json">
                OpenAPI document
              </a>
            </li>
            <li>
              <a className={linkStyle} href="/changelog/">
                Changelog
              </a>
            </li>
            {guides.map((guide) => (
              <li key={guide.slug}>
                <a
                  className={linkStyle}
                  href={guidePath(guide)}
                  aria-current={current === guide.slug ? 'page' : undefined}
                >
                  {guide.navTitle}
                </a>
                {current === guide.slug ? anchors : null}
              </li>
            ))}
          </ul>
          <h2 className={groupTitle}>Files</h2>
          <ul>
            {fileEndpoints.map((endpoint) => (
              <li key={endpoint.slug}>
                <a
                  className={linkStyle}
                  href={fileEndpointPath(endpoint)}
                  aria-current={current === endpoint.slug ? 'page' : undefined}
                >
                  {endpoint.name}
                </a>
                {current === endpoint.slug ? anchors : null}
              </li>
            ))}
          </ul>
          {groups.map((group) => (
            <div key={group.name}>
              <h2 className={groupTitle}>{group.name}</h2>
              <ul>
                {group.tools.map((tool) => (
                  <li key={tool.id}>
                    <a
                      className={linkStyle}
                      href={referencePath(tool)}
                      aria-current={current === tool.id ? 'page' : undefined}
                    >
                      {tool.name}
                      {tool.pro ? <ProBadge /> : null}
                    </a>
                    {current === tool.id ? anchors : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </nav>
      {/* The question about the page is not part of its content (nor of its Markdown). */}
      <div className={css({ minW: '0' })}>
        <article>
          <PageMarkdownActions href={markdownPath(current === 'overview' ? null : current)} />
          {children}
        </article>
        <PageFeedback page={current === 'overview' ? '/documentation/' : `/documentation/${current}/`} />
      </div>
    </div>
  )
}

export const docsStyles = {
  h1: css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold' }),
  h2: css({ fontSize: '2xl', fontWeight: 'bold', mt: '12', mb: '4', scrollMarginTop: '20' }),
  p: css({ color: 'fg.muted', mt: '3', maxW: '3xl' }),
  code: css({ fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', px: '1', borderRadius: 'sm' }),
  table: css({
    w: 'full',
    fontSize: 'sm',
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'left',
      p: '2',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      verticalAlign: 'top',
    },
    '& th': { fontWeight: 'semibold' },
  }),
  /**
   * A table whose rows become blocks on a phone, each cell under its column's name (`data-label`): as
   * a table its five columns squeezed the allowed values to a word a line, or off the screen.
   */
  stackedTable: css({
    w: 'full',
    fontSize: 'sm',
    borderCollapse: 'collapse',
    '& thead': { display: { base: 'none', md: 'table-header-group' } },
    '& tr': {
      display: { base: 'block', md: 'table-row' },
      py: { base: '3', md: '0' },
      borderBottomWidth: { base: '1px', md: '0' },
      borderColor: 'border.default',
    },
    '& th, & td': {
      display: { base: 'block', md: 'table-cell' },
      textAlign: 'left',
      px: { base: '0', md: '2' },
      py: { base: '0.5', md: '2' },
      borderBottomWidth: { base: '0', md: '1px' },
      borderColor: 'border.default',
      verticalAlign: 'top',
    },
    '& th': { fontWeight: 'semibold' },
    '& td[data-label]::before': {
      content: { base: 'attr(data-label) ": "', md: 'none' },
      fontWeight: 'semibold',
      color: 'fg.default',
    },
  }),
  tableWrap: css({ overflowX: 'auto', mt: '4' }),
  pre: css({ p: '4', borderRadius: 'lg', bg: 'bg.muted', fontSize: 'sm', overflowX: 'auto', mt: '4' }),
  link: css({ textDecoration: 'underline' }),
  list: css({ color: 'fg.muted', mt: '3', maxW: '3xl', pl: '5', listStyleType: 'disc', '& li': { mt: '1' } }),
}
