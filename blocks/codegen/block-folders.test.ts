import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type BlockEditor, blockCategories } from '../editor-help.ts'
import { blockDefinitions } from '../registry.gen.ts'
import { blockFields } from '../strapi/block-fields.ts'
import { componentFiles } from '../strapi/strapi-components.ts'
import { generateBlockLists, scanBlockFolders, staleFiles, writeChanged } from './block-folders.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('the generated block lists', () => {
  it('match the block folders (run npm run cms:components after adding, renaming or removing a block)', async () => {
    const files = await generateBlockLists(join(root, 'blocks'), join(root, 'cms'))
    const paths = [...files.keys()].map((path) => path.slice(root.length)).sort()
    expect(paths).toEqual([
      'blocks/block-catalogue.gen.ts',
      'blocks/block-components.gen.ts',
      'blocks/block-load-modules.gen.ts',
      'blocks/block-loads.gen.server.ts',
      'blocks/registry.gen.ts',
      'cms/src/api/api-tool/content-types/api-tool/schema.json',
      'cms/src/api/page/content-types/page/schema.json',
      'cms/src/api/product/content-types/product/schema.json',
    ])
    for (const [path, source] of files) {
      expect(existsSync(path) ? readFileSync(path, 'utf8') : '(missing)', `${path} is stale`).toBe(source)
    }
  })

  it('order the section picker as a marketer composes a page: openers first, proof last', async () => {
    const files = await generateBlockLists(join(root, 'blocks'), join(root, 'cms'))
    const page = files.get(join(root, 'cms/src/api/page/content-types/page/schema.json')) ?? ''
    const zone = z
      .object({ attributes: z.object({ blocks: z.object({ components: z.array(z.string()) }) }) })
      .parse(JSON.parse(page)).attributes.blocks.components
    const category = new Map<string, string>(
      blockDefinitions.map((block) => [block.uid, block.editor.category]),
    )
    const ranks = zone.map((uid) => blockCategories.findIndex((name) => name === category.get(uid)))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(zone.slice(0, 3)).toContain('blocks.hero')
    expect(zone.slice(-3)).toContain('blocks.testimonial')
  })

  it('finds every block folder, and the learning list as the one that loads data', () => {
    const folders = scanBlockFolders(join(root, 'blocks'))
    expect(folders).toHaveLength(15)
    expect(folders.filter((folder) => folder.load !== 'none').map((folder) => folder.uid)).toEqual([
      'blocks.learning-list',
    ])
  })
})

describe('adding a block is one folder plus the generator', () => {
  // Inside the repository, so the sample resolves zod and defineBlock as a real block does.
  const sample = mkdtempSync(join(root, '.block-sample-'))
  afterAll(() => rmSync(sample, { recursive: true, force: true }))
  const blocksDir = join(sample, 'blocks')
  const cmsDir = join(sample, 'cms')
  const write = (path: string, source: string) => {
    mkdirSync(join(path, '..'), { recursive: true })
    writeFileSync(path, source)
  }

  write(
    join(blocksDir, 'callout/schema.ts'),
    `import { z } from 'zod/mini'
import { defineBlock } from '../../../blocks/define-block.ts'

export const calloutSchema = z.object({
  __component: z.literal('blocks.callout'),
  heading: z.string().check(z.minLength(1), z.maxLength(80)),
})

export const calloutBlock = defineBlock({
  uid: 'blocks.callout',
  schema: calloutSchema,
  editor: {
    label: 'Callout',
    description: 'One sentence that stands out.',
    icon: 'quote',
    category: 'Content',
    fields: { heading: { label: 'Heading' } },
  },
  populate: '*',
})
`,
  )
  write(
    join(blocksDir, 'callout/callout.tsx'),
    `export function Callout({ block }: { block: { heading: string; mood: string } }) {
  return <aside>{block.heading} {block.mood}</aside>
}
`,
  )
  write(
    join(blocksDir, 'callout/fixtures.ts'),
    `export const calloutFixtures = { short: { __component: 'blocks.callout', heading: 'Hello' } }
export const brokenCallout = { __component: 'blocks.callout', heading: '' }
`,
  )
  write(
    join(blocksDir, 'callout/load.server.ts'),
    `export async function prefetch() {}
export async function load(block: { heading: string }) {
  return { ...block, mood: 'sunny' }
}
`,
  )
  // A folder without schema.ts (like shared/) is no block.
  write(join(blocksDir, 'shared/section.tsx'), 'export const x = 1\n')
  write(
    join(cmsDir, 'src/api/page/content-types/page/schema.json'),
    JSON.stringify({
      kind: 'collectionType',
      attributes: { title: { type: 'string' }, blocks: { type: 'dynamiczone', components: [] } },
    }),
  )
  write(
    join(cmsDir, 'src/api/legal-page/content-types/legal-page/schema.json'),
    JSON.stringify({ kind: 'collectionType', attributes: { body: { type: 'richtext' } } }),
  )

  it('yields a registry, component map, catalogue and load entry, and a dynamic-zone entry', async () => {
    const files = await generateBlockLists(blocksDir, cmsDir)
    const file = (path: string) => files.get(join(sample, path)) ?? ''
    expect(file('blocks/registry.gen.ts')).toContain("import { calloutBlock } from './callout/schema.ts'")
    expect(file('blocks/registry.gen.ts')).toContain(
      'export const blockDefinitions = [calloutBlock] as const',
    )
    expect(file('blocks/block-components.gen.ts')).toContain(
      "import { Callout } from './callout/callout.tsx'",
    )
    expect(file('blocks/block-components.gen.ts')).toContain("'blocks.callout': Callout,")
    expect(file('blocks/block-catalogue.gen.ts')).toContain(
      "'blocks.callout': { fixtures: calloutFixtures, broken: brokenCallout },",
    )
    expect(file('blocks/block-loads.gen.server.ts')).toContain(
      "case 'blocks.callout':\n      return { ...parsed, block: await callout.load(parsed.block) }",
    )
    expect(file('blocks/block-loads.gen.server.ts')).toContain('return [callout.prefetch()]')
    const page = z
      .object({ attributes: z.object({ blocks: z.object({ components: z.array(z.string()) }) }) })
      .parse(JSON.parse(file('cms/src/api/page/content-types/page/schema.json')))
    expect(page.attributes.blocks.components).toEqual(['blocks.callout'])
    // Content types without a blocks zone are left alone.
    expect(files.has(join(cmsDir, 'src/api/legal-page/content-types/legal-page/schema.json'))).toBe(false)

    expect(staleFiles(files, sample)).toEqual([
      'blocks/registry.gen.ts',
      'blocks/block-components.gen.ts',
      'blocks/block-catalogue.gen.ts',
      'blocks/block-loads.gen.server.ts',
      'blocks/block-load-modules.gen.ts',
      'cms/src/api/page/content-types/page/schema.json',
    ])
    writeChanged(files, sample)
    expect(staleFiles(files, sample)).toEqual([])
    expect(writeChanged(files, sample)).toEqual([])
    const registry = z
      .object({ blockDefinitions: z.array(z.object({ uid: z.string() }).loose()) })
      .parse(await import(join(blocksDir, 'registry.gen.ts')))
    const [callout] = registry.blockDefinitions
    expect(callout?.uid).toBe('blocks.callout')
  })

  it('yields the Strapi component from the folder’s schema', async () => {
    const { calloutBlock } = z
      .object({
        calloutBlock: z.object({
          uid: z.string(),
          schema: z.instanceof(z.core.$ZodType),
          editor: z.custom<BlockEditor>((value) => typeof value === 'object' && value !== null),
        }),
      })
      .parse(await import(join(blocksDir, 'callout/schema.ts')))
    const generated = componentFiles(calloutBlock.uid, blockFields(calloutBlock.schema), calloutBlock.editor)
    expect(generated.get('blocks.callout')?.attributes.heading).toMatchObject({
      type: 'string',
      required: true,
      maxLength: 80,
    })
  })

  it('says what an incomplete folder lacks', () => {
    write(
      join(blocksDir, 'half-done/schema.ts'),
      "export const halfDoneBlock = defineBlock({ uid: 'blocks.half-done' })\n",
    )
    expect(() => scanBlockFolders(blocksDir)).toThrow(
      /blocks\/half-done\/ is not a complete block; it needs:\n {2}half-done\.tsx: export function HalfDone\n {2}fixtures\.ts: export const halfDoneFixtures/,
    )
    rmSync(join(blocksDir, 'half-done'), { recursive: true })
  })
})
