import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Post } from '#server/content/blog.schema.ts'
import type { BlockData } from './block-data.ts'
import { BlocksRenderer } from './blocks-renderer.tsx'
import { prepareBlocks } from './parse-blocks.ts'
import { sanitizeBlockHtml } from './sanitize-html.server.ts'

/** Renders UI inside a minimal router (blocks use router-aware links) and waits for it. */
export async function renderWithRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const result = render(<RouterProvider router={router} />)
  await screen.findByTestId('block-under-test')
  return result
}

const post = (slug: string, tag: string): Post => ({
  id: slug,
  title: `Post ${slug}`,
  slug,
  html: '',
  excerpt: 'An excerpt',
  custom_excerpt: null,
  feature_image: null,
  published_at: '2026-03-01T10:00:00.000Z',
  updated_at: null,
  reading_time: 3,
  tags: [{ id: tag, name: tag, slug: tag, visibility: 'public' }],
  authors: [],
})

export const testBlockData: BlockData = {
  mode: 'visitor',
  postsByTag: {
    'tutorial-post': [post('first-tutorial', 'tutorial-post'), post('second-tutorial', 'tutorial-post')],
  },
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

export async function renderEntries(entries: unknown[], blockData = testBlockData) {
  const { blocks, problems } = prepareBlocks(entries, { page: 'test', clean: sanitizeBlockHtml })
  await renderWithRouter(
    <div data-testid="block-under-test">
      <BlocksRenderer blocks={blocks} problems={problems} data={blockData} />
    </div>,
  )
  return { blocks, problems }
}
