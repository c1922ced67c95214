import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { generateBlockLists, staleFiles, writeChanged } from '../blocks/codegen/block-folders.ts'

/**
 * Generates everything that lists the blocks from the block folders (blocks/<name>/): the registry,
 * the component map, the fixture catalogue, the server-side load hooks and the `blocks` dynamic zone
 * of every Strapi content type; then the Strapi component of every block (and the components they
 * nest) from its zod schema, and what editors see of them (labels, help, edit-view layout, publish
 * checks): `npm run cms:components`. Run it after adding or changing a block; the generated-files,
 * schema-agreement and editor-view tests fail until the files match.
 *
 * `npm run cms:components -- --check` writes nothing: it names the generated files that are missing
 * or out of date and fails, so that `npm test` catches a change committed without its generated files.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const check = process.argv.includes('--check')

function failIfStale(files: Map<string, string>) {
  const stale = staleFiles(files, root)
  if (stale.length === 0) return
  console.error(`[blocks] out of date: ${stale.join(', ')}`)
  console.error('[blocks] run npm run cms:components and commit the files it writes')
  process.exit(1)
}

const lists = await generateBlockLists(`${root}blocks`, `${root}cms`)
if (check) failIfStale(lists)
else {
  const written = writeChanged(lists, root)
  console.log(`[blocks] ${written.length ? `wrote ${written.join(', ')}` : 'block lists up to date'}`)
}

// Imported after the lists are written (or found current): the registry is one of them.
const { blockFields } = await import('../blocks/strapi/block-fields.ts')
const { componentPath, editorInputsPath, editorViewsPath, routeEntries } =
  await import('../blocks/strapi/component-files.server.ts')
const { editorViews } = await import('../blocks/strapi/editor-views.ts')
const { editorInputOptions } = await import('../blocks/strapi/editor-inputs.ts')
const { componentFiles } = await import('../blocks/strapi/strapi-components.ts')
const { blockDefinitions } = await import('../blocks/registry.gen.ts')

// Formatted as the repository's other JSON, so a regenerated file differs only where it changed.
const json = (value: unknown) => format(JSON.stringify(value), { parser: 'json' })

const strapiFiles = new Map<string, string>()
for (const { uid, schema, editor } of blockDefinitions) {
  for (const [componentUid, file] of componentFiles(uid, blockFields(schema), editor)) {
    strapiFiles.set(componentPath(componentUid), await json(file))
  }
}
strapiFiles.set(editorViewsPath, await json(editorViews(routeEntries())))
strapiFiles.set(editorInputsPath, await json(editorInputOptions()))

if (check) {
  failIfStale(strapiFiles)
  console.log(
    `[blocks] the block lists, ${strapiFiles.size - 2} Strapi components, the editor views and inputs are up to date`,
  )
} else {
  const written = writeChanged(strapiFiles, root)
  console.log(
    `[cms] ${strapiFiles.size - 2} component files, the editor views and inputs; rewrote ${written.length}`,
  )
}
