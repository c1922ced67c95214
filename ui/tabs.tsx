import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { storeChoice } from './remembered-choice.ts'
import { useRememberedChoice } from './use-remembered-choice.ts'
import { keyTarget } from './tabs-keys.ts'
import { useHydrated } from './use-hydrated.ts'

export type TabItem = {
  /** Stable key for the tab; also what `defaultValue` refers to. */
  value: string
  /** The tab's accessible name (keep it text). */
  label: ReactNode
  content: ReactNode
}

type Props = {
  /** Accessible name of the tab list, e.g. "Language". */
  label: string
  items: readonly TabItem[]
  /** The initially selected tab; the first one when absent or unknown. */
  defaultValue?: string
  classNames?: { root?: string; list?: string; tab?: string; panel?: string; heading?: string }
  /** Render only the selected panel's content (the others stay as empty, hidden panels). */
  lazy?: boolean
  /** Panels take focus themselves; turn off when each panel starts with a focusable control. */
  focusablePanels?: boolean
  /**
   * With scripting off, show every panel one under the other, each under its tab's label as a
   * heading, and no tab list. The other panels are then hidden by CSS while scripts run
   * (`data-tab-later`) rather than by `hidden`, which the CSS reset makes final.
   */
  stackWithoutScript?: boolean
  /**
   * A storage key (remembered-choice.ts): the tab picked is kept in the browser and every tab list
   * with the same key, on this page and the next, opens on it (`data-remember`, `data-value`).
   */
  remember?: string
}

/**
 * WAI-ARIA tabs with automatic activation: arrows (wrapping), Home and End move focus and selection;
 * roving tabindex. Every panel stays in the DOM (non-selected ones `hidden`), so server HTML holds them
 * all unless `lazy` asks for the selected one only.
 * The selected tab carries `aria-selected="true"` and `data-selected` for styling (Panda's `_selected`).
 */
export function Tabs({
  label,
  items,
  defaultValue,
  classNames = {},
  lazy = false,
  focusablePanels = true,
  stackWithoutScript = false,
  remember,
}: Props) {
  const id = useId()
  // Once React runs in the browser, stacked tabs are ordinary tabs (hidden panels, no headings).
  const hydrated = useHydrated()
  const stacked = stackWithoutScript && !hydrated
  const [picked, setSelected] = useState<string | undefined>(undefined)
  // Null on the server and while hydrating, so the first render matches the server's.
  const stored = useRememberedChoice(remember)
  const selected =
    picked ?? (stored !== null && items.some((item) => item.value === stored) ? stored : defaultValue)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const found = items.findIndex((item) => item.value === selected)
  const selectedIndex = found === -1 ? 0 : found

  const select = (index: number) => {
    const item = items[index]
    if (!item) return
    setSelected(item.value)
    if (remember) storeChoice(remember, item.value)
    tabRefs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyTarget(event.key, index, items.length)
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div
      className={classNames.root}
      data-tabs=""
      data-stacked-tabs={stackWithoutScript ? '' : undefined}
      data-remember={remember}
    >
      <div role="tablist" aria-label={label} className={classNames.list}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              data-value={item.value}
              data-selected={isSelected ? '' : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={classNames.tab}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={focusablePanels ? 0 : undefined}
          hidden={index !== selectedIndex && !stacked}
          data-tab-later={index !== selectedIndex && stacked ? '' : undefined}
          className={classNames.panel}
        >
          {stacked ? (
            <h3 data-tab-heading="" className={classNames.heading}>
              {item.label}
            </h3>
          ) : null}
          {lazy && index !== selectedIndex ? null : item.content}
        </div>
      ))}
    </div>
  )
}
