import { API_KEY_PLACEHOLDER } from '#domain/pdf-api/code-samples.ts'
import { readChoice, SAMPLE_KEY_SHOWN_KEY, storeChoice } from '#ui/remembered-choice.ts'
import { onSignedInChange } from '#ui/signed-in-store.ts'

/** The visitor's own key, or null when nobody is signed in (or it could not be read). */
export type KeyReader = () => Promise<string | null>

/** Where a sample's key goes (`SampleCode`), and the control that shows or hides it (`SampleKeyControl`). */
const KEY_SLOT = '[data-api-key]'
const CONTROL = '[data-sample-key-control]'

/**
 * A signed-in customer's own key in every code sample of a document page, in place of
 * `YOUR_API_KEY`, until they hide it again (remembered across pages). The controls stay hidden
 * while no key is known; a sign-out (ui/signed-in-store.ts) puts the placeholder
 * back. Copy buttons copy what the sample shows. Returns the cleanup.
 */
export function enhanceSampleKeys(page: Document, readKey: KeyReader): () => void {
  let key: string | null = null
  let asked = 0
  const boxes = () => [...page.querySelectorAll<HTMLInputElement>(`${CONTROL} input[type="checkbox"]`)]

  const draw = () => {
    const shown = key !== null && readChoice(SAMPLE_KEY_SHOWN_KEY) !== 'hidden'
    for (const slot of page.querySelectorAll<HTMLElement>(KEY_SLOT))
      slot.textContent = shown && key !== null ? key : API_KEY_PLACEHOLDER
    for (const control of page.querySelectorAll<HTMLElement>(CONTROL)) control.hidden = key === null
    for (const box of boxes()) box.checked = shown
  }

  const refresh = async (signedIn: boolean) => {
    const ask = ++asked
    const next = signedIn ? await readKey().catch(() => null) : null
    // A later sign-in or sign-out wins over an answer still on its way.
    if (ask !== asked) return
    key = next
    draw()
  }

  const onChange = (event: Event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || !box.closest(CONTROL)) return
    storeChoice(SAMPLE_KEY_SHOWN_KEY, box.checked ? 'shown' : 'hidden')
    draw()
  }
  page.addEventListener('change', onChange)
  const unsubscribe = onSignedInChange((signedIn) => void refresh(signedIn))
  void refresh(true)
  return () => {
    page.removeEventListener('change', onChange)
    unsubscribe()
  }
}
