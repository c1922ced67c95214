import type { z } from 'zod/mini'

/** The attribute that carries an island's props, as JSON (personal values only in uncached HTML). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/** The props the server wrote on an island's element, checked with its schema. */
export function readIslandProps<T>(container: HTMLElement, schema: z.ZodMiniType<T>): T {
  return schema.parse(JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null'))
}
