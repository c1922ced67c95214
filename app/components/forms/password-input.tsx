import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { field } from 'styled-system/recipes'

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  const [visible, setVisible] = useState(false)
  const classes = field()
  return (
    <div className={classes.reveal}>
      <input {...props} type={visible ? 'text' : 'password'} className={classes.control} />
      <button
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className={classes.toggle}
      >
        {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
      </button>
    </div>
  )
}
