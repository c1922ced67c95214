/**
 * Remembered choices shown from the server HTML before any island runs: every code sample's tab shows
 * the language last picked, and the footer's colour-mode switch the stored mode. Storage may be
 * refused (private mode, blocked cookies): then the server's defaults stay.
 */

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Selects the remembered language's tab in every `[data-remember=key]` tab list that has one. */
export function showRememberedLanguage(doc: Document, key: string): void {
  const language = stored(key)
  if (!language) return
  for (const list of doc.querySelectorAll(`[data-remember="${key}"]`)) {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role=tab]')]
    const hit = tabs.find((tab) => tab.getAttribute('data-value') === language)
    if (!hit) continue
    for (const tab of tabs) {
      const on = tab === hit
      const panelId = tab.getAttribute('aria-controls')
      const panel = panelId ? doc.getElementById(panelId) : null
      tab.setAttribute('aria-selected', String(on))
      tab.tabIndex = on ? 0 : -1
      tab.toggleAttribute('data-selected', on)
      if (panel && !panel.hidden) panel.toggleAttribute('data-tab-later', !on)
    }
  }
}

/** Checks the colour-mode radio of the stored choice. */
export function showStoredColorMode(doc: Document, key: string): void {
  const mode = stored(key)
  if (!mode) return
  const radio = doc.querySelector(`input[name="color-mode"][value="${CSS.escape(mode)}"]`)
  if (radio instanceof HTMLInputElement) radio.checked = true
}
