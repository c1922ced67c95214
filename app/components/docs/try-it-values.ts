import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { referencePath } from '#domain/pdf-api/tools.ts'

/** The try-it panel's anchor on a reference page: a sign-in comes back to it. */
export const TRY_IT_ID = 'try-it'

/** The prefix of the try-it form's field ids: apart from the reference table's `param-` rows. */
export const TRY_IT_FIELD_PREFIX = 'try-it-'

/**
 * A value longer than this stays out of the address on the way through sign-in (a JSON table can
 * be 100,000 characters; an address much over 8 KB is refused by servers on the way): the visitor
 * types it again. Every other value comes back.
 */
export const MAX_KEPT_VALUE_CHARS = 1000

/**
 * The parameters the form holds, by name, as the lab sends them: a multiple choice joined by commas,
 * everything trimmed, empty fields left out (the API's default applies). Fields that are not the
 * tool's parameters (the buttons, the file) are not read.
 */
export function formValues(tool: LabTool, data: FormData): Record<string, string> {
  const values: [string, string][] = []
  for (const spec of tool.params) {
    const given = data.getAll(spec.name).filter((value) => typeof value === 'string')
    const value = (spec.kind === 'multi' ? given.join(',') : (given[0] ?? '')).trim()
    if (value) values.push([spec.name, value])
  }
  return Object.fromEntries(values)
}

/**
 * The reference page with its sign-in open (`?auth=sign-in`) and the form's values in the address:
 * the sign-in returns to the same page with the same query (form-post.server.ts), which renders the
 * form filled again. Never the key (the form has none), never a file.
 */
export function signInAddress(tool: LabTool, values: Record<string, string>): string {
  const query = new URLSearchParams({ auth: 'sign-in' })
  for (const [name, value] of Object.entries(values)) {
    if (value.length <= MAX_KEPT_VALUE_CHARS) query.append(name, value)
  }
  return `${referencePath(tool)}?${query.toString()}#${TRY_IT_ID}`
}

/** The tool's parameters a page's address carries back from sign-in, each bounded; nothing else. */
export function keptValues(tool: LabTool, search: URLSearchParams): Record<string, string> {
  const kept: [string, string][] = []
  for (const spec of tool.params) {
    const value = search.get(spec.name)
    if (value && value.length <= MAX_KEPT_VALUE_CHARS) kept.push([spec.name, value])
  }
  return Object.fromEntries(kept)
}
