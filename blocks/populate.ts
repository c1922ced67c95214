import type { PopulateSpec } from './define-block.ts'
import { blockDefinitions } from './registry.gen.ts'

type StrapiPopulate = '*' | { [field: string]: true | { populate: StrapiPopulate } }

function toStrapi(spec: PopulateSpec): StrapiPopulate {
  if (spec === '*') return '*'
  return Object.fromEntries(
    Object.entries(spec).map(([field, value]) => [
      field,
      value === '*' ? true : { populate: toStrapi(value.populate) },
    ]),
  )
}

/**
 * The Strapi 5 populate for a page, derived from the registry: the SEO component and, for the
 * `blocks` dynamic zone, one `on` fragment per registered block with what that block declares.
 */
export function pagePopulate() {
  return {
    seo: true,
    blocks: {
      on: Object.fromEntries(
        blockDefinitions.map((definition) => [definition.uid, { populate: toStrapi(definition.populate) }]),
      ),
    },
  } as const
}
