import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { field } from 'styled-system/recipes'
import { useHydrated } from '#ui/use-hydrated.ts'
import { NEEDS_SCRIPT } from '~/components/shell/needs-script.ts'

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  const [visible, setVisible] = useState(false)
  // Disabled in the server's HTML until the island is live: a hydration left to differ would keep it so.
  const hydrated = useHydrated()
  const classes = field()
  return (
    <div className={classes.reveal}>
      <input {...props} type={visible ? 'text' : 'password'} className={classes.control} />
      <button
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={!hydrated}
        {...NEEDS_SCRIPT}
        onClick={() => setVisible((shown) => !shown)}
        className={classes.toggle}
      >
        {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
      </button>
    </div>
  )
}
