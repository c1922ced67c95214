import type { FieldHelp } from '../editor-help.ts'
import { pagePopulate } from '../populate.ts'
import { blockDefinitions } from '../registry.gen.ts'
import { redirectRules } from '#shared/http/redirects.ts'
import { planCatalogue } from '../../domain/plans/plan-catalogue.ts'
import { blockFields } from './block-fields.ts'
import { type ContentTypeHelp, componentHelp, contentTypeHelp } from './content-type-help.ts'
import { customFieldTypes, editorComponents } from './strapi-components.ts'

/** What the Strapi project reads at start (cms/src/editor-views.json): written by `npm run cms:components`. */
export type EditorViews = {
  components: Record<
    string,
    {
      label: string
      fields: Record<string, FieldHelp>
      /** Fields checked at publish, and the nested components to look into. */
      links: string[]
      images: string[]
      nested: Record<string, string>
    }
  >
  contentTypes: Record<string, ContentTypeHelp>
  /** First path segments the site serves itself: no page may take them as its slug. */
  reservedSlugs: string[]
  /** The site's built-in redirects (regular expressions over a path): links to them reach a page. */
  siteRedirects: string[]
  /** What each plan costs a month, billed monthly (the billing plans): a pricing card must agree. */
  planPrices: Record<string, number>
  /** What a page's publish check loads of its sections. */
  blocksPopulate: ReturnType<typeof pagePopulate>['blocks']
  /** The admin's own inputs, registered as custom fields with the type each stores. */
  customFields: { name: string; type: string }[]
}

/** A top-level route file or folder of app/routes (or of a pathless layout's), with the source of a file. */
export type RouteEntry = { name: string; source: string }

/**
 * The first segment of every route file or folder in app/routes, through its pathless layouts
 * (`support.tsx`, `learning/`, `robots[.]txt.ts`), and of every placeholder path the site redirects
 * (`/getstarted/`), except routes that show the CMS page of their own name (`/support/` shows the
 * page `support`).
 */
export function reservedSlugs(routes: RouteEntry[]): string[] {
  const composed = new Set(
    routes.flatMap(({ source }) =>
      [...source.matchAll(/collection: 'pages', slug: '([a-z0-9-]+)'/g)].map((m) => m[1]),
    ),
  )
  const fromRoutes = routes
    .map(({ name }) => name.replace(/\.tsx?$/, '').replaceAll(/\[(.)\]/g, '$1'))
    .filter((name) => !/^(\$|\{-\$|__)/.test(name) && !composed.has(name))
  const fromRedirects = redirectRules.flatMap(
    (rule) => rule.from.source.match(/^\^\\\/([a-z0-9-]*[a-z0-9])(?:\\\/|\(\?:|\$)/)?.[1] ?? [],
  )
  const fixed = ['api', 'assets', 'tutorials', 'uploads', 'favicon.ico', 'openapi.json']
  return [...new Set([...fromRoutes, ...fromRedirects, ...fixed])].sort()
}

export function editorViews(routes: RouteEntry[]): EditorViews {
  const components: EditorViews['components'] = {}
  for (const { uid, schema, editor } of blockDefinitions) {
    for (const [componentUid, component] of editorComponents(uid, blockFields(schema), editor)) {
      const nested = Object.fromEntries(
        Object.entries(component.file.attributes).flatMap(([name, attribute]) =>
          attribute.type === 'component' && attribute.component ? [[name, attribute.component]] : [],
        ),
      )
      components[componentUid] = {
        label: component.file.info.displayName,
        fields: component.help,
        links: component.links,
        images: component.images,
        nested,
      }
    }
  }
  for (const [uid, fields] of Object.entries(componentHelp)) {
    components[uid] ??= {
      label: uid,
      fields,
      links: ['url'].filter((name) => name in fields),
      images: [],
      nested: {},
    }
  }
  return {
    components,
    contentTypes: contentTypeHelp,
    reservedSlugs: reservedSlugs(routes),
    siteRedirects: redirectRules.map((rule) => rule.from.source),
    planPrices: Object.fromEntries(Object.values(planCatalogue).map((plan) => [plan.name, plan.price])),
    blocksPopulate: pagePopulate().blocks,
    customFields: Object.entries(customFieldTypes).map(([name, type]) => ({ name, type })),
  }
}
