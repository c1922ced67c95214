/** An error's message for the log, with long query strings cut (they repeat the populate tree). */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/(https?:\/\/[^\s?]+)\?\S+/g, '$1?…')
}
