import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { format } from 'prettier'
import { blockFields } from '../blocks/strapi/block-fields.ts'
import { componentPath, editorViewsPath, routeEntries } from '../blocks/strapi/component-files.server.ts'
import { editorViews } from '../blocks/strapi/editor-views.ts'
import { componentFiles } from '../blocks/strapi/strapi-components.ts'
import { blockDefinitions } from '../blocks/registry.ts'

/**
 * Writes the Strapi component of every registered block (and the components they nest) from the
 * blocks' zod schemas, and what editors see of them (labels, help, edit-view layout, publish
 * checks): `npm run cms:components`. Run it after adding or changing a block; the schema-agreement
 * and editor-view tests fail until the files match.
 */
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
