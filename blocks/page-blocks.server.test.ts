import { describe, expect, it, vi } from 'vitest'
import { heroFixtures } from './hero/fixtures.ts'
import { learningListFixtures } from './learning-list/fixtures.ts'
import { loadBlocks, prepareBlocks } from './page-blocks.server.ts'
import type { ParsedBlock, PreparedBlock } from './block-types.ts'
import { signupCtaFixtures } from './signup-cta/fixtures.ts'

const entries = [
  heroFixtures.headingOnly,
  { __component: 'blocks.unknown-thing' },
  learningListFixtures.tutorials,
  signupCtaFixtures.short,
]

describe('loading a page’s blocks', () => {
  it('hands each block to its folder’s load hook and keeps the others as parsed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const seen: string[] = []
    const load = async (parsed: ParsedBlock): Promise<PreparedBlock> => {
      seen.push(parsed.uid)
      if (parsed.uid !== 'blocks.learning-list') return parsed
      return { ...parsed, block: { ...parsed.block, posts: [] } }
    }
    const { blocks, problems } = await loadBlocks(prepareBlocks(entries, { page: 'test', clean: String }), {
      page: 'test',
      load,
    })
    expect(seen).toEqual(['blocks.hero', 'blocks.learning-list', 'blocks.signup-cta'])
    expect(blocks.map((block) => block.uid)).toEqual(seen)
    expect(problems.map((problem) => problem.index)).toEqual([1])
  })

  it('drops a block whose load fails, reported at its place on the page, and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = async (parsed: ParsedBlock): Promise<PreparedBlock> => {
      if (parsed.uid === 'blocks.learning-list') throw new Error('Ghost is down')
      return parsed
    }
    const { blocks, problems } = await loadBlocks(prepareBlocks(entries, { page: 'test', clean: String }), {
      page: 'test',
      load,
    })
    expect(blocks.map((block) => block.uid)).toEqual(['blocks.hero', 'blocks.signup-cta'])
    expect(problems.map(({ index, component }) => [index, component])).toEqual([
      [1, 'blocks.unknown-thing'],
      [2, 'blocks.learning-list'],
    ])
    expect(problems[1]?.message).toBe(
      'Its data could not be loaded just now; it shows again once the source answers.',
    )
    expect(error).toHaveBeenCalledWith(
      '[blocks] page test: dropped block 2 (blocks.learning-list): its data could not be loaded: Ghost is down',
    )
  })
})
