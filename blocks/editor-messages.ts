import type { BlockIssue } from './define-block.ts'
import type { AnyBlockDefinition } from './registry.gen.ts'
import { blockFields } from './strapi/block-fields.ts'
import { type EditorComponent, editorComponents } from './strapi/strapi-components.ts'

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1)

function valueAt(entry: unknown, path: readonly (string | number)[]): unknown {
  let value = entry
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = Reflect.get(value, part)
  }
  return value
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** What went wrong with a field, in an editor's words. */
function what(issue: BlockIssue, value: unknown): string {
  if (isEmpty(value) || (issue.code === 'too_small' && issue.minimum === 1 && typeof value === 'string')) {
    return 'is empty'
  }
  if (issue.code === 'too_small') {
    return Array.isArray(value)
      ? `needs at least ${issue.minimum ?? 1} entries`
      : `needs at least ${issue.minimum ?? 1} characters`
  }
  if (issue.code === 'too_big') {
    return typeof value === 'string'
      ? `is longer than ${issue.maximum ?? 0} characters`
      : `is more than ${issue.maximum ?? 0}`
  }
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union')
    return 'has a value the site does not offer'
  return 'has the wrong kind of value'
}

const componentsByBlock = new Map<string, Map<string, EditorComponent>>()

function componentsOf(definition: AnyBlockDefinition): Map<string, EditorComponent> {
  let components = componentsByBlock.get(definition.uid)
  if (!components) {
    components = editorComponents(definition.uid, blockFields(definition.schema), definition.editor)
    componentsByBlock.set(definition.uid, components)
  }
  return components
}

/** The labels along a path: `['items', 2, 'answer']` reads "answer (questions, entry 3)". */
function labelsOf(definition: AnyBlockDefinition, path: readonly (string | number)[]): string {
  const components = componentsOf(definition)
  let component = components.get(definition.uid)
  const labels: string[] = []
  for (const part of path) {
    if (typeof part === 'number') {
      labels.push(`entry ${part + 1}`)
      continue
    }
    const label = component?.help[part]?.label
    labels.push(lower(label ?? part.replaceAll('_', ' ')))
    const nested = component?.file.attributes[part]?.component
    component = nested ? components.get(nested) : undefined
  }
  const last = labels.pop() ?? 'content'
  return labels.length === 0 ? `the ${last}` : `the ${last} (${labels.join(', ')})`
}

/**
 * Why a block is not shown, for the editor's placeholder in preview: "Hero: the headline is empty."
 * Labels come from the block's editor help, so preview and Strapi's admin use the same words.
 */
export function describeForEditors(
  definition: AnyBlockDefinition,
  entry: unknown,
  issues: BlockIssue[],
): string {
  const seen = new Set<string>()
  const sentences = issues.flatMap((issue) => {
    const sentence = `${labelsOf(definition, issue.path)} ${what(issue, valueAt(entry, issue.path))}`
    if (seen.has(sentence)) return []
    seen.add(sentence)
    return [sentence]
  })
  return `${definition.editor.label}: ${sentences.join('; ')}.`
}
