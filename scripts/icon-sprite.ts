/**
 * The site's one icon sprite: every lucide icon the source imports and the site's own drawings
 * (ui/icons/site-symbols.ts: the logo, brand marks), as `<symbol>`s in one hashed,
 * immutable file (`public/assets/icons-<hash>.svg`), which every page's icons `<use>` (decision 091).
 * A page then carries a short reference per icon instead of its paths, and a visitor downloads each
 * drawing once for the whole site.
 *
 * Usage: `npm run icons` writes the sprite, `ui/icons/icon-sprite.gen.ts` (its address) and
 * `ui/icons/icon-drawings.gen.ts` (each icon's shapes, for the mocked CMS's SVG files), and
 * removes the sprite it replaces; `--check` writes nothing and fails when either is stale
 * (`scripts/icon-sprite.test.ts` runs the same comparison in the unit suite).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { z } from 'zod'
import { lucidePaint } from '../ui/icons/lucide-paint.ts'
import { siteSymbols } from '../ui/icons/site-symbols.ts'

const root = join(import.meta.dirname, '..')
const sourceFolders = ['app', 'blocks', 'ui', 'shared', 'domain', 'mocks']
const spriteFolder = join(root, 'public', 'assets')
const hrefModule = join(root, 'ui', 'icons', 'icon-sprite.gen.ts')
const drawingsModule = join(root, 'ui', 'icons', 'icon-drawings.gen.ts')

const iconData = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  size: z.number().optional(),
  node: z.array(
    z.tuple([z.string().regex(/^[a-z]+$/), z.record(z.string(), z.union([z.string(), z.number()]))]),
  ),
})
type IconData = z.infer<typeof iconData>

/** The names each source file imports from lucide-react (types left out). */
export function importedIconNames(folders = sourceFolders): string[] {
  const names = new Set<string>()
  for (const folder of folders) {
    for (const path of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(path) || /\.(test|spec)\.tsx?$/.test(path)) continue
      const text = readFileSync(join(root, folder, path), 'utf8')
      if (!text.includes('lucide-react')) continue
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false)
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
        if (statement.moduleSpecifier.text !== 'lucide-react' || statement.importClause?.isTypeOnly) continue
        const bindings = statement.importClause?.namedBindings
        if (!bindings || !ts.isNamedImports(bindings)) continue
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text)
        }
      }
    }
  }
  return [...names].sort()
}

/** lucide-react's own index: which module draws each exported name (aliases included). */
function iconModules(): Map<string, string> {
  const folder = join(root, 'node_modules', 'lucide-react', 'dist', 'esm')
  const index = readFileSync(join(folder, 'lucide-react.mjs'), 'utf8')
  const modules = new Map<string, string>()
  for (const [, list = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[^']+\.mjs)'/g,
  )) {
    for (const [, name = ''] of list.matchAll(/default as (\w+)/g)) modules.set(name, join(folder, file))
  }
  return modules
}

/** Each imported name's module in lucide-react's `icons/` folder, and the icons they draw. */
async function iconsFor(names: string[]): Promise<{ icons: IconData[]; modules: Record<string, string> }> {
  const files = iconModules()
  const icons = new Map<string, IconData>()
  const modules: Record<string, string> = {}
  for (const name of names) {
    const file = files.get(name)
    if (!file) throw new Error(`lucide-react has no icon named ${name}`)
    const module: unknown = await import(pathToFileURL(file).href)
    const data = iconData.parse(z.object({ __iconData: z.unknown() }).parse(module).__iconData)
    icons.set(data.name, data)
    modules[name] = basename(file)
  }
  return { icons: [...icons.values()].sort((a, b) => a.name.localeCompare(b.name)), modules }
}

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const drawing = ({ node }: IconData): string =>
  node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${escape(value)}"`)
        .join('')
      return `<${tag}${attrs}/>`
    })
    .join('')

const symbol = (icon: IconData): string =>
  `<symbol id="${icon.name}" viewBox="0 0 ${icon.size ?? 24} ${icon.size ?? 24}" ${lucidePaint}>${drawing(icon)}</symbol>`

/** The site's own drawings (logo, brand marks), after lucide's: their ids never clash with an icon's. */
const siteSymbolsMarkup = Object.entries(siteSymbols)
  .map(([id, { viewBox, drawing }]) => `<symbol id="${id}" viewBox="${viewBox}">${drawing}</symbol>`)
  .join('')

export type IconSprite = {
  svg: string
  href: string
  names: string[]
  modules: Record<string, string>
  drawings: Record<string, string>
}

/** The sprite for what the source imports today, and the address its content gives it. */
export async function buildIconSprite(): Promise<IconSprite> {
  const { icons, modules } = await iconsFor(importedIconNames())
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${icons.map(symbol).join('')}${siteSymbolsMarkup}</svg>\n`
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10)
  const drawings = Object.fromEntries(icons.map((icon) => [icon.name, drawing(icon)]))
  return { svg, href: `/assets/icons-${hash}.svg`, names: icons.map((icon) => icon.name), modules, drawings }
}

export const hrefModuleText = ({ href, modules }: IconSprite) =>
  [
    "// Written by `npm run icons` (scripts/icon-sprite.ts): the address of the icons' sprite, and the",
    "// module in lucide-react's icons/ folder of each icon the source imports (ui/icons/vite-plugin.ts).",
    `export const iconSpriteHref = '${href}'`,
    '',
    'export const iconModules: Record<string, string> = {',
    ...Object.entries(modules).map(([name, file]) => `  ${name}: '${file}',`),
    '}',
    '',
  ].join('\n')

/** Each icon's shapes, for an icon that must stand alone (an SVG file has no sprite to use). */
export const drawingsModuleText = ({ drawings }: IconSprite) =>
  [
    "// Written by `npm run icons` (scripts/icon-sprite.ts): each icon's shapes, for a standalone SVG file.",
    'export const iconDrawings: Record<string, string> = {',
    ...Object.entries(drawings).map(
      ([name, shapes]) => `  ${JSON.stringify(name)}: ${JSON.stringify(shapes)},`,
    ),
    '}',
    '',
  ].join('\n')

/** What is wrong with the committed sprite and its address, in words; empty when both are current. */
export function staleness(sprite: IconSprite): string[] {
  const problems: string[] = []
  const file = join(root, 'public', sprite.href)
  if (!existsSync(file) || readFileSync(file, 'utf8') !== sprite.svg)
    problems.push(`${sprite.href} is missing or stale`)
  if (!existsSync(hrefModule) || readFileSync(hrefModule, 'utf8') !== hrefModuleText(sprite))
    problems.push('ui/icons/icon-sprite.gen.ts names another sprite')
  if (!existsSync(drawingsModule) || readFileSync(drawingsModule, 'utf8') !== drawingsModuleText(sprite))
    problems.push('ui/icons/icon-drawings.gen.ts is stale')
  const others = (existsSync(spriteFolder) ? readdirSync(spriteFolder) : []).filter(
    (name) => /^icons-.+\.svg$/.test(name) && `/assets/${name}` !== sprite.href,
  )
  if (others.length > 0) problems.push(`old sprites remain: ${others.join(', ')}`)
  return problems
}

if (import.meta.main) {
  const sprite = await buildIconSprite()
  if (process.argv.includes('--check')) {
    const problems = staleness(sprite)
    if (problems.length > 0) {
      console.error(`The icon sprite is stale (run npm run icons):\n- ${problems.join('\n- ')}`)
      process.exit(1)
    }
  } else {
    mkdirSync(spriteFolder, { recursive: true })
    for (const name of readdirSync(spriteFolder)) {
      if (/^icons-.+\.svg$/.test(name)) rmSync(join(spriteFolder, name))
    }
    writeFileSync(join(root, 'public', sprite.href), sprite.svg)
    writeFileSync(hrefModule, hrefModuleText(sprite))
    writeFileSync(drawingsModule, drawingsModuleText(sprite))
    console.log(`${sprite.href}: ${sprite.names.length} icons, ${sprite.svg.length} bytes`)
  }
}
