import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { css } from 'styled-system/css'
import { inputStyle } from '~/components/forms/field-styles.ts'

/** A password field with a show/hide toggle that says what it will do. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className={css({ position: 'relative' })}>
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={`${inputStyle} ${css({ pr: '11' })}`}
      />
      <button
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className={css({
          position: 'absolute',
          insetY: '0',
          right: '0',
          px: '3',
          display: 'inline-flex',
          alignItems: 'center',
          color: 'fg.muted',
          cursor: 'pointer',
          _hover: { color: 'fg.default' },
        })}
      >
        {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
      </button>
    </div>
  )
}
