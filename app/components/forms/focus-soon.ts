/** The input autofocus delay: the modal first puts the focus on its own first control. */
export const AUTOFOCUS_DELAY_MS = 100

/**
 * A ref callback for a form's first field: focuses it once the modal around it has settled, unless
 * the visitor has already gone to a field of their own meanwhile.
 */
export function focusSoon(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined
  const timer = setTimeout(() => {
    const active = document.activeElement
    if (active instanceof HTMLElement && active !== element && active.matches('input, textarea, select'))
      return
    element.focus()
  }, AUTOFOCUS_DELAY_MS)
  return () => clearTimeout(timer)
}
