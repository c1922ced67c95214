import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { PostSummary } from '#shared/content/post-summary.ts'
import { RouterNavigation } from '#ui/router-navigation.tsx'
import type { BlockData } from './block-data.ts'
import type { ParsedBlock, PreparedBlock } from './block-types.ts'
import { BlocksRenderer } from './blocks-renderer.tsx'
import { loadBlocks } from './page-blocks.server.ts'
import { prepareBlocks } from './page-blocks.server.ts'
import { sanitizeBlockHtml } from '#server/content/sanitize-html.server.ts'

/** Renders UI inside a minimal router (blocks' links use the site navigation) and waits for it. */
export async function renderWithRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RouterNavigation>{ui}</RouterNavigation> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const result = render(<RouterProvider router={router} />)
  await screen.findByTestId('block-under-test')
  return result
}

const post = (slug: string, tag: string): PostSummary => ({
  id: slug,
  title: `Post ${slug}`,
  slug,
  excerpt: 'An excerpt',
  custom_excerpt: null,
  published_at: '2026-03-01T10:00:00.000Z',
  reading_time: 3,
  tags: [{ name: tag, slug: tag }],
})

/** The posts learning lists get in these tests, by tag, in place of Ghost's. */
const testPostsByTag: Record<string, PostSummary[]> = {
  'tutorial-post': [post('first-tutorial', 'tutorial-post'), post('second-tutorial', 'tutorial-post')],
}

/** The blocks' load hooks without their sources: learning lists get the test posts. */
async function testLoad(parsed: ParsedBlock): Promise<PreparedBlock> {
  if (parsed.uid !== 'blocks.learning-list') return parsed
  const posts = (testPostsByTag[parsed.block.tag] ?? []).slice(0, parsed.block.limit)
  return { ...parsed, block: { ...parsed.block, posts } }
}

export const testBlockData: BlockData = {
  mode: 'visitor',
  buckets: [
    {
      name: 'Convert',
      api_tools: [
        {
          name: 'PDF to Word',
          slug: 'pdf-to-word',
          header_blurb: 'Word out',
          icon: null,
          pro_tool: false,
          rank: 2,
        },
        {
          name: 'PDF to Markdown',
          slug: 'pdf-to-markdown',
          header_blurb: 'Markdown out',
          icon: null,
          pro_tool: true,
          rank: 1,
        },
      ],
    },
    {
      name: 'Secure',
      api_tools: [
        { name: 'Redact PDF', slug: 'redact-pdf', header_blurb: '', icon: null, pro_tool: true, rank: 1 },
      ],
    },
  ],
}

/** Entries as the server hands them to the page: parsed, sanitised and through the (test) load hooks. */
export async function prepareEntries(entries: unknown[]) {
  const parsed = prepareBlocks(entries, { page: 'test', clean: sanitizeBlockHtml })
  return loadBlocks(parsed, { page: 'test', load: testLoad })
}

export async function renderEntries(entries: unknown[], blockData = testBlockData) {
  const { blocks, problems } = await prepareEntries(entries)
  await renderWithRouter(
    <div data-testid="block-under-test">
      <BlocksRenderer blocks={blocks} problems={problems} data={blockData} />
    </div>,
  )
  return { blocks, problems }
}
