import { css } from 'styled-system/css'
import { type ColorModePreference, useColorMode } from './color-mode.tsx'

const options: { value: ColorModePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** System / Light / Dark, stored in the browser; hidden when the page forces a mode. */
export function ColorModeSwitch() {
  const { preference, setPreference, forced } = useColorMode()
  if (forced) return null
  return (
    <fieldset className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
      <legend className={css({ float: 'left', mr: '2', color: 'fg.muted' })}>Colour mode</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={css({
            px: '2',
            py: '1',
            borderRadius: 'md',
            cursor: 'pointer',
            borderWidth: '1px',
            borderColor: 'border.default',
            _checked: { bg: 'bg.emphasized' },
            '&:has(input:checked)': { bg: 'bg.emphasized', borderColor: 'border.emphasized' },
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing' },
          })}
        >
          <input
            type="radio"
            name="color-mode"
            value={option.value}
            checked={preference === option.value}
            onChange={() => setPreference(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
