import type { z } from 'zod/mini'

/** A form's fields and what each holds when the form opens: text, a ticked box, or a list of chips. */
export type FormShape = Readonly<Record<string, string | boolean | readonly string[]>>

/** The messages the schema gives each field, by field name (the first step of an issue's path). */
export type FieldMessages = Readonly<Record<string, readonly string[]>>

/** What a field holds when nothing is filled in, of the same kind as its initial value. */
function emptyLike(value: FormShape[string] | undefined): string | boolean | readonly string[] {
  if (typeof value === 'boolean') return false
  if (Array.isArray(value)) return []
  return ''
}

/**
 * The values of a form's named controls, in the kinds its shape gives: a text field's text (''
 * when the field is not shown), whether a checkbox is ticked, all values sent under a list's name.
 */
export function readFormValues(form: HTMLFormElement, shape: FormShape): Record<string, unknown> {
  const data = new FormData(form)
  const values: Record<string, unknown> = {}
  for (const [name, initial] of Object.entries(shape)) {
    if (typeof initial === 'boolean') values[name] = data.has(name)
    else if (Array.isArray(initial))
      values[name] = data.getAll(name).filter((item) => typeof item === 'string')
    else {
      const text = data.get(name)
      values[name] = typeof text === 'string' ? text : ''
    }
  }
  return values
}

/** The schema's verdict on some values: the parsed value, or the messages of each refused field. */
export function checkValues<TOutput>(
  schema: z.ZodMiniType<TOutput>,
  values: unknown,
): { ok: true; value: TOutput } | { ok: false; messages: FieldMessages } {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, value: result.data }
  const messages: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '')
    messages[name] = [...(messages[name] ?? []), issue.message]
  }
  return { ok: false, messages }
}

/**
 * Whether the schema refuses this field left empty, the other fields as the form opens (with
 * `assume` over them: the "Other" answer is required once Other is chosen).
 */
export function isRequired(
  schema: z.ZodMiniType<unknown>,
  shape: FormShape,
  name: string,
  assume: FormShape = {},
): boolean {
  const emptied = { ...shape, ...assume, [name]: emptyLike(shape[name]) }
  const verdict = checkValues(schema, emptied)
  return !verdict.ok && name in verdict.messages
}

/** A field's id: the form's prefix and the field's name in kebab case ("languageOther" → "sign-up-language-other"). */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

/** On a refused submit the first invalid field (in document order) is focused and scrolled into view. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After the next paint: the fields' error state has to reach the DOM first.
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!first) return
    first.focus()
    first.scrollIntoView({ block: 'center', behavior: 'smooth' })
  })
}

/** A field's initial value as text (a text, email, password or select field). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')
