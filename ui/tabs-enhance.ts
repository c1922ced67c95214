import { storeChoice } from './remembered-choice.ts'
import { keyTarget } from './tabs-keys.ts'

/**
 * The behaviour of `<Tabs>` on its server HTML where no React owns it (document pages): the same
 * automatic activation, arrows (wrapping), Home and End, roving tabindex, `aria-selected`,
 * `data-selected` and `hidden` panels. Returns the cleanup.
 */
export function enhanceTabs(root: HTMLElement): () => void {
  // Stacked tabs (`stackWithoutScript`) hide their other panels by CSS until a script owns them.
  for (const panel of root.querySelectorAll<HTMLElement>('[data-tab-later]')) {
    panel.hidden = true
    panel.removeAttribute('data-tab-later')
  }
  const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')]

  const show = (tab: HTMLElement) => {
    const list = tab.parentElement
    if (!list) return
    for (const each of tabsOf(list)) {
      const selected = each === tab
      each.setAttribute('aria-selected', String(selected))
      each.toggleAttribute('data-selected', selected)
      each.tabIndex = selected ? 0 : -1
      const panelId = each.getAttribute('aria-controls')
      const panel = panelId ? document.getElementById(panelId) : null
      if (panel) panel.hidden = !selected
    }
  }

  const select = (tab: HTMLElement) => {
    show(tab)
    tab.focus()
    // A remembered choice (`<Tabs remember>`): kept for the next page, and every list on this one follows.
    const remember = tab.closest<HTMLElement>('[data-remember]')?.dataset.remember
    const value = tab.dataset.value
    if (!remember || value === undefined) return
    storeChoice(remember, value)
    for (const other of document.querySelectorAll<HTMLElement>('[data-remember]')) {
      if (other.dataset.remember !== remember || other.contains(tab)) continue
      const same = [...other.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (each) => each.dataset.value === value,
      )
      if (same) show(same)
    }
  }

  const tabOf = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null
    return tab && root.contains(tab) ? tab : null
  }
  const onClick = (event: MouseEvent) => {
    const tab = tabOf(event)
    if (tab) select(tab)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabOf(event)
    const list = tab?.parentElement
    if (!tab || !list) return
    const tabs = tabsOf(list)
    const target = keyTarget(event.key, tabs.indexOf(tab), tabs.length)
    const next = target === undefined ? undefined : tabs[target]
    if (!next) return
    event.preventDefault()
    select(next)
  }
  root.addEventListener('click', onClick)
  root.addEventListener('keydown', onKeyDown)
  return () => {
    root.removeEventListener('click', onClick)
    root.removeEventListener('keydown', onKeyDown)
  }
}
