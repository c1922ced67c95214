import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { blockCategories } from '../editor-help.ts'

/**
 * A block is one folder, `blocks/<name>/`, found by its files (like the routes of app/routes/):
 * - `schema.ts` exports `<name>Block = defineBlock({ uid: 'blocks.<name>', … })`: fields, populate, editor help;
 * - `<name>.tsx` exports the component `<Name>`;
 * - `fixtures.ts` exports `<name>Fixtures` (named valid entries) and `broken<Name>` (one the schema rejects);
 * - `load.server.ts`, when the block shows data the CMS does not hold, exports `load(block)` and may
 *   export `prefetch()` (what pages usually need, read in parallel with the page).
 * Every list of blocks is generated from these folders: `npm run cms:components`, and the build.
 */
export type BlockFolder = {
  name: string
  uid: string
  /** `learningList` for `learning-list`. */
  camel: string
  /** `LearningList` for `learning-list`. */
  pascal: string
  load: 'none' | 'load' | 'load-and-prefetch'
}

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
const pascalCase = (name: string) => camelCase(name).replace(/^[a-z]/, (letter) => letter.toUpperCase())

/** `export const name`, `export function name` or `export async function name` in a module's source. */
const exports = (source: string, name: string) =>
  new RegExp(`^export (const|(async )?function) ${name}\\b`, 'm').test(source)

/** The block folders of `blocksDir`, by name; a folder without `schema.ts` (shared/, strapi/) is no block. */
export function scanBlockFolders(blocksDir: string): BlockFolder[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'schema.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = join(blocksDir, name)
      const read = (file: string) =>
        existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : ''
      const folder: BlockFolder = {
        name,
        uid: `blocks.${name}`,
        camel: camelCase(name),
        pascal: pascalCase(name),
        load: 'none',
      }
      const schema = read('schema.ts')
      const missing = [
        exports(schema, `${folder.camel}Block`) && schema.includes(`'${folder.uid}'`)
          ? null
          : `schema.ts: export const ${folder.camel}Block = defineBlock({ uid: '${folder.uid}', … })`,
        exports(read(`${name}.tsx`), folder.pascal) ? null : `${name}.tsx: export function ${folder.pascal}`,
        exports(read('fixtures.ts'), `${folder.camel}Fixtures`) &&
        exports(read('fixtures.ts'), `broken${folder.pascal}`)
          ? null
          : `fixtures.ts: export const ${folder.camel}Fixtures = { … } and export const broken${folder.pascal} = …`,
      ].filter((line) => line !== null)
      if (missing.length > 0) {
        throw new Error(`blocks/${name}/ is not a complete block; it needs:\n  ${missing.join('\n  ')}`)
      }
      const load = read('load.server.ts')
      if (load) {
        if (!exports(load, 'load')) throw new Error(`blocks/${name}/load.server.ts must export load(block)`)
        folder.load = exports(load, 'prefetch') ? 'load-and-prefetch' : 'load'
      }
      return folder
    })
}

const header =
  '// Generated from the block folders (blocks/<name>/) by `npm run cms:components` and the build: do not edit.'

function registrySource(folders: BlockFolder[]): string {
  return `${header}
${folders.map((f) => `import { ${f.camel}Block } from './${f.name}/schema.ts'`).join('\n')}

/** Every block's definition, without React: the server parses with it and build tools read it under plain Node. */
export const blockDefinitions = [${folders.map((f) => `${f.camel}Block`).join(', ')}] as const

export type AnyBlockDefinition = (typeof blockDefinitions)[number]

const byUid = new Map<string, AnyBlockDefinition>(blockDefinitions.map((definition) => [definition.uid, definition]))

/** The block registered for a Strapi component uid. */
export function findBlock(uid: string): AnyBlockDefinition | undefined {
  return byUid.get(uid)
}

export const blockUids: string[] = blockDefinitions.map((definition) => definition.uid)
`
}

function componentsSource(folders: BlockFolder[]): string {
  return `${header}
import type { ComponentType } from 'react'
import type { BlockProps, BlockUid } from './block-types.ts'
${folders.map((f) => `import { ${f.pascal} } from './${f.name}/${f.name}.tsx'`).join('\n')}

/** The component of every block, typed by what its server side hands it: a mismatch does not compile. */
export const blockComponents: { [Uid in BlockUid]: ComponentType<BlockProps<Uid>> } = {
${folders.map((f) => `  '${f.uid}': ${f.pascal},`).join('\n')}
}
`
}

function catalogueSource(folders: BlockFolder[]): string {
  return `${header}
${folders.map((f) => `import { broken${f.pascal}, ${f.camel}Fixtures } from './${f.name}/fixtures.ts'`).join('\n')}

/** Every block's named fixtures and its broken variant: tests, the mock CMS and /_blocks/ read this. */
export const blockCatalogue: Record<string, { fixtures: Record<string, unknown>; broken: unknown }> = {
${folders.map((f) => `  '${f.uid}': { fixtures: ${f.camel}Fixtures, broken: broken${f.pascal} },`).join('\n')}
}
`
}

/** The type-level map of the blocks that load data, for block-types.ts: apart from the loads, which import block-types.ts. */
function loadModulesSource(folders: BlockFolder[]): string {
  const loading = folders.filter((f) => f.load !== 'none')
  return `${header}
${loading.map((f) => `import type * as ${f.camel} from './${f.name}/load.server.ts'`).join('\n')}

/** The type-level map of the blocks that load data, for block-types.ts. */
export type BlockLoadModules = {
${loading.map((f) => `  '${f.uid}': typeof ${f.camel}`).join('\n')}
}
`
}

function loadsSource(folders: BlockFolder[]): string {
  const loading = folders.filter((f) => f.load !== 'none')
  const prefetching = loading.filter((f) => f.load === 'load-and-prefetch')
  return `${header}
import type { ParsedBlock, PreparedBlock } from './block-types.ts'
${loading.map((f) => `import * as ${f.camel} from './${f.name}/load.server.ts'`).join('\n')}

/** One parsed block with the data it shows: its folder's load hook, or itself when it has none. */
export async function loadBlock(parsed: ParsedBlock): Promise<PreparedBlock> {
  switch (parsed.uid) {
${loading.map((f) => `    case '${f.uid}':\n      return { ...parsed, block: await ${f.camel}.load(parsed.block) }`).join('\n')}
    default:
      return parsed
  }
}

/** What pages usually need, started in parallel with the page's document so the common case has no waterfall. */
export function prefetchBlockData(): Promise<unknown>[] {
  return [${prefetching.map((f) => `${f.camel}.prefetch()`).join(', ')}]
}
`
}

/** The generated TypeScript lists, by path relative to the blocks folder. */
export const generatedListFiles = {
  'registry.gen.ts': registrySource,
  'block-components.gen.ts': componentsSource,
  'block-catalogue.gen.ts': catalogueSource,
  'block-loads.gen.server.ts': loadsSource,
  'block-load-modules.gen.ts': loadModulesSource,
} as const

/** Every content type of the Strapi project whose `blocks` attribute is a dynamic zone. */
function dynamicZoneFiles(cmsDir: string): string[] {
  const apiDir = join(cmsDir, 'src/api')
  if (!existsSync(apiDir)) return []
  return readdirSync(apiDir)
    .sort()
    .map((name) => join(apiDir, name, 'content-types', name, 'schema.json'))
    .filter(
      (path) =>
        existsSync(path) && /"blocks":\s*\{\s*"type":\s*"dynamiczone"/.test(readFileSync(path, 'utf8')),
    )
}

/**
 * Strapi's section picker lists a dynamic zone's components in the zone's order: grouped as a
 * marketer composes a page (openers first, proof last, `blockCategories`), by folder within a group.
 */
function pickerOrder(blocksDir: string, folders: BlockFolder[]): string[] {
  const rank = (folder: BlockFolder) => {
    const schema = readFileSync(join(blocksDir, folder.name, 'schema.ts'), 'utf8')
    const category = /\bcategory: '([^']+)'/.exec(schema)?.[1] ?? ''
    const index = blockCategories.findIndex((name) => name === category)
    return index === -1 ? blockCategories.length : index
  }
  return folders
    .map((folder) => ({ uid: folder.uid, rank: rank(folder) }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.uid)
}

function withZone(source: string, uids: string[]): string {
  const contentType: unknown = JSON.parse(source)
  if (typeof contentType !== 'object' || contentType === null || !('attributes' in contentType)) return source
  const { attributes } = contentType
  if (typeof attributes !== 'object' || attributes === null || !('blocks' in attributes)) return source
  const { blocks } = attributes
  if (typeof blocks !== 'object' || blocks === null) return source
  return JSON.stringify({
    ...contentType,
    attributes: { ...attributes, blocks: { ...blocks, components: uids } },
  })
}

async function formatted(path: string, source: string, parser: 'typescript' | 'json'): Promise<string> {
  const options = await resolveConfig(path)
  return format(source, { ...options, parser })
}

/**
 * Every file generated from the block folders, by absolute path: the TypeScript lists in `blocksDir`
 * and the `blocks` dynamic zone of each Strapi content type in `cmsDir`.
 */
export async function generateBlockLists(blocksDir: string, cmsDir: string): Promise<Map<string, string>> {
  const folders = scanBlockFolders(blocksDir)
  const files = new Map<string, string>()
  for (const [file, render] of Object.entries(generatedListFiles)) {
    const path = join(blocksDir, file)
    files.set(path, await formatted(path, render(folders), 'typescript'))
  }
  const zone = pickerOrder(blocksDir, folders)
  for (const path of dynamicZoneFiles(cmsDir)) {
    const source = withZone(readFileSync(path, 'utf8'), zone)
    files.set(path, await formatted(path, source, 'json'))
  }
  return files
}

const isStale = ([path, source]: [string, string]) =>
  !existsSync(path) || readFileSync(path, 'utf8') !== source

/** The files whose copy on disk is missing or differs from `files`, relative to `root`. */
export function staleFiles(files: Map<string, string>, root: string): string[] {
  return [...files].filter(isStale).map(([path]) => relative(root, path))
}

/** Writes the files that changed; returns their paths relative to `root`. */
export function writeChanged(files: Map<string, string>, root: string): string[] {
  const changed = [...files].filter(isStale)
  for (const [path, source] of changed) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, source)
  }
  return changed.map(([path]) => relative(root, path))
}
