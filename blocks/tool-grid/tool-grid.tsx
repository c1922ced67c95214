import { css } from 'styled-system/css'
import { bucketHref, toolHref, toolsByRank } from '#domain/navigation/nav-links.ts'
import { AppLink } from '#ui/app-link.tsx'
import { ProBadge } from '#ui/pro-badge.tsx'
import type { BlockData } from '../block-data.ts'
import { Section, sectionHeading } from '../shared/section.tsx'
import { ToolIcon } from './tool-icon.tsx'
import type { ToolGridBlock } from './schema.ts'

type Tool = BlockData['buckets'][number]['api_tools'][number]

/**
 * Every bucket as an anchor (`/apitools/#Convert`) with its tools by rank. `titleLevel` 1 when the grid
 * is the whole page (its heading is the page's title, the buckets' one level under).
 */
export function ToolGrid({
  block,
  data,
  titleLevel = 2,
}: {
  block: ToolGridBlock
  data: BlockData
  titleLevel?: 1 | 2
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2'
  const BucketTitle = titleLevel === 1 ? 'h2' : 'h3'
  const buckets = block.bucket ? data.buckets.filter((bucket) => bucket.name === block.bucket) : data.buckets
  return (
    <Section>
      <Title className={sectionHeading}>{block.heading}</Title>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '8', maxW: '3xl' })}>{block.intro}</p> : null}
      {buckets.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>The tool list could not be loaded.</p>
      ) : null}
      <div className={css({ display: 'grid', gap: '10' })}>
        {buckets.map((bucket) => (
          <div key={bucket.name} id={bucket.name} className={css({ scrollMarginTop: '24' })}>
            <BucketTitle className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>
              <AppLink
                href={bucketHref(bucket.name)}
                className={css({ color: 'accent.default', textDecoration: 'none' })}
              >
                {bucket.name}
              </AppLink>
            </BucketTitle>
            {block.compact ? <CompactList tools={bucket.api_tools} /> : <Cards tools={bucket.api_tools} />}
          </div>
        ))}
      </div>
    </Section>
  )
}

/** Each tool as a card with its icon, name and description. */
function Cards({ tools }: { tools: Tool[] }) {
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      })}
    >
      {toolsByRank(tools).map((tool) => (
        <li key={tool.slug}>
          <AppLink
            href={toolHref(tool.slug)}
            className={css({
              display: 'flex',
              gap: '3',
              p: '4',
              h: 'full',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
              bg: 'bg.subtle',
              textDecoration: 'none',
              color: 'fg.default',
              _hover: { borderColor: 'accent.default' },
            })}
          >
            <ToolIcon
              slug={tool.slug}
              icon={tool.icon}
              size={32}
              className={css({ alignSelf: 'flex-start' })}
            />
            <span>
              <span className={css({ fontWeight: 'semibold' })}>
                {tool.name}
                {tool.pro_tool ? <ProBadge /> : null}
              </span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
                {tool.header_blurb}
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * Each tool by its icon and name only, several to a row: on a page where the grid is one section of
 * many (the front page), every tool stays one click away in a fraction of the height and the bytes.
 */
function CompactList({ tools }: { tools: Tool[] }) {
  return (
    <ul
      className={css({
        display: 'grid',
        gap: { base: '2', md: '3' },
        // Two to a row even on a phone: a name is short, and one column made the page 45 rows long.
        gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      })}
    >
      {toolsByRank(tools).map((tool) => (
        <li key={tool.slug}>
          <AppLink
            href={toolHref(tool.slug)}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: { base: '2', md: '3' },
              px: { base: '2.5', md: '3' },
              py: '2.5',
              h: 'full',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'md',
              bg: 'bg.subtle',
              textDecoration: 'none',
              color: 'fg.default',
              fontWeight: 'medium',
              fontSize: { base: 'sm', md: 'md' },
              _hover: { borderColor: 'accent.default' },
            })}
          >
            <ToolIcon slug={tool.slug} icon={tool.icon} size={24} />
            <span>
              {tool.name}
              {tool.pro_tool ? <ProBadge /> : null}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
