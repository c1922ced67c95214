import type { z } from 'zod/mini'

/** The attribute that carries an island's props, as JSON (personal values only in uncached HTML). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/** The props the server wrote on an island's element, checked with its schema. */
export function readIslandProps<T>(container: HTMLElement, schema: z.ZodMiniType<T>): T {
  return schema.parse(JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null'))
}

/**
 * What the visitor typed into the server HTML's form before its island took over, by field name:
 * the island starts from these values, so no keystroke made while its code loaded is lost.
 */
export function typedValues<Name extends string>(
  container: HTMLElement,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const form = container.querySelector('form')
  const values: Partial<Record<Name, string>> = {}
  if (!form) return values
  for (const name of names) {
    const control = form.elements.namedItem(name)
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    )
      values[name] = control.value
  }
  return values
}
