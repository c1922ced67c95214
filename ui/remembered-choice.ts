/** The language a developer picks in a code sample: every sample of every page follows it. */
export const SAMPLE_LANGUAGE_KEY = 'pdfrest-sample-language'
/** `hidden` once a signed-in developer hides their API key from the samples; shown otherwise. */
export const SAMPLE_KEY_SHOWN_KEY = 'pdfrest-sample-api-key'
/** `dismissed` once the new account's welcome tour is closed; a new sign-up asks for it again. */
export const WELCOME_TOUR_KEY = 'pdfrest-welcome-tour'

/** A choice kept in this browser, or null (none yet, or storage refused: private modes, policies). */
export function readChoice(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()

/** Calls `listener` when a choice changes, here or in another tab. Returns the unsubscribe. */
export function subscribeToChoices(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function storeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Without storage the choice lasts as long as the page.
  }
  for (const listener of listeners) listener()
}
