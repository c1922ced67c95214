import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { blockFields } from '../blocks/strapi/block-fields.ts'
import { componentPath } from '../blocks/strapi/component-files.server.ts'
import { componentFiles } from '../blocks/strapi/strapi-components.ts'
import { blockDefinitions } from '../blocks/registry.ts'

/**
 * Writes the Strapi component of every registered block (and the components they nest) from the
 * blocks' zod schemas: `npm run cms:components`. Run it after adding or changing a block; the
 * schema-agreement test fails until the files match.
 */
let written = 0
for (const { uid, schema } of blockDefinitions) {
  for (const [componentUid, file] of componentFiles(uid, blockFields(schema))) {
    const path = componentPath(componentUid)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`)
    written += 1
  }
}
console.log(`[cms] wrote ${written} component files`)
