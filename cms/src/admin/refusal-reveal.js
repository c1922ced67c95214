/**
 * Where a refusal is on the page, read from the form's errors (Strapi's nested shape: arrays for
 * repeatable sections, a message string at each refused field). Pure, so it is tested on its own.
 */

/** The first refused field's message, in the order of the form (fields, then sections in order). */
export function firstRefusal(errors) {
  if (typeof errors === 'string') return errors
  if (!errors || typeof errors !== 'object') return undefined
  for (const value of Object.values(errors)) {
    const message = firstRefusal(value)
    if (message !== undefined) return message
  }
  return undefined
}

/**
 * The top-level fields whose own message no longer holds: "add at least one section" on a list that
 * now has sections. Their refusal is dropped; refusals inside the sections stay.
 */
export function satisfiedListRefusals(errors, values) {
  if (!errors || typeof errors !== 'object') return []
  return Object.keys(errors).filter(
    (field) =>
      typeof errors[field] === 'string' && Array.isArray(values?.[field]) && values[field].length > 0,
  )
}
