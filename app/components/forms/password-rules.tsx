import { Check, Circle } from 'lucide-react'
import { field } from 'styled-system/recipes'
import { passwordRules } from '#shared/api/auth.schema.ts'

/**
 * The rules a new password must meet, listed before anything is submitted; each is marked as it is
 * met while the visitor types (without JavaScript the list stays, unmarked).
 */
export function PasswordRules({ id, value }: { id: string; value: string }) {
  const classes = field()
  return (
    <ul id={id} className={classes.rules} aria-label="Password rules">
      {passwordRules.map((rule) => {
        const met = rule.pattern.test(value)
        return (
          <li key={rule.message} className={classes.rule} data-met={met ? '' : undefined}>
            {met ? <Check aria-hidden="true" size={14} /> : <Circle aria-hidden="true" size={14} />}
            <span>
              {rule.message}
              <span className="sr-only">{met ? ' (met)' : ''}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
