import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { RouteEntry } from './editor-views.ts'
import { type StrapiComponentFile, strapiComponentFileSchema } from './strapi-components.ts'

/** The Strapi project's component folder: `cms/src/components/<category>/<name>.json`. */
export const componentsDir = fileURLToPath(new URL('../../cms/src/components/', import.meta.url))

export function componentPath(uid: string): string {
  const [category, name] = uid.split('.')
  return `${componentsDir}${category}/${name}.json`
}

/** Reads one component file as Strapi's content-type builder wrote it; undefined when absent. */
export function readComponentFile(uid: string): StrapiComponentFile | undefined {
  const path = componentPath(uid)
  if (!existsSync(path)) return undefined
  return strapiComponentFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
}

/** Labels, help, layouts and publish checks the Strapi project applies at start. */
export const editorViewsPath = fileURLToPath(new URL('../../cms/src/editor-views.json', import.meta.url))

/** What the admin's own inputs offer (feature icons, API tools): read by cms/src/admin/. */
export const editorInputsPath = fileURLToPath(
  new URL('../../cms/src/admin/editor-inputs.json', import.meta.url),
)

const routesDir = fileURLToPath(new URL('../../app/routes/', import.meta.url))

/** A pathless layout route (`_document.tsx`) or its folder: no segment of the address. */
const isPathless = (name: string) => /^_[^_]/.test(name)

/** The site's top-level routes, those inside the pathless layouts too: their first segments are reserved slugs. */
export function routeEntries(dir = routesDir): RouteEntry[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (isPathless(entry.name)) return entry.isDirectory() ? routeEntries(`${dir}${entry.name}/`) : []
    return [{ name: entry.name, source: entry.isFile() ? readFileSync(`${dir}${entry.name}`, 'utf8') : '' }]
  })
}
