/**
 * An action's encoded input as the multipart form its route reads: text as text, a file as a file,
 * a list as the same field repeated. Only actions that take files load it (their contract's `form`).
 */
export function multipartForm(fields: unknown): FormData {
  const form = new FormData()
  if (typeof fields !== 'object' || fields === null) return form
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat())
      if (item instanceof Blob) form.append(name, item)
      else if (item !== undefined && item !== null) form.append(name, String(item))
  return form
}
