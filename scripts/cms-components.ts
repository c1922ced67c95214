import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { generateBlockLists, writeChanged } from '../blocks/codegen/block-folders.ts'

/**
 * Generates everything that lists the blocks from the block folders (blocks/<name>/): the registry,
 * the component map, the fixture catalogue, the server-side load hooks and the `blocks` dynamic zone
 * of every Strapi content type; then the Strapi component of every block (and the components they
 * nest) from its zod schema, and what editors see of them (labels, help, edit-view layout, publish
 * checks): `npm run cms:components`. Run it after adding or changing a block; the generated-files,
 * schema-agreement and editor-view tests fail until the files match.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const lists = writeChanged(await generateBlockLists(`${root}blocks`, `${root}cms`), root)
console.log(`[blocks] ${lists.length ? `wrote ${lists.join(', ')}` : 'block lists up to date'}`)

// Imported after the lists are written: the registry is one of them.
const { blockFields } = await import('../blocks/strapi/block-fields.ts')
const { componentPath, editorViewsPath, routeEntries } =
  await import('../blocks/strapi/component-files.server.ts')
const { editorViews } = await import('../blocks/strapi/editor-views.ts')
const { componentFiles } = await import('../blocks/strapi/strapi-components.ts')
const { blockDefinitions } = await import('../blocks/registry.gen.ts')

// Formatted as the repository's other JSON, so a regenerated file differs only where it changed.
const json = (value: unknown) => format(JSON.stringify(value), { parser: 'json' })

let written = 0
for (const { uid, schema, editor } of blockDefinitions) {
  for (const [componentUid, file] of componentFiles(uid, blockFields(schema), editor)) {
    const path = componentPath(componentUid)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, await json(file))
    written += 1
  }
}
writeFileSync(editorViewsPath, await json(editorViews(routeEntries())))
console.log(`[cms] wrote ${written} component files and the editor views`)
