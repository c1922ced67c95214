import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { IslandName } from '~/components/islands/island-names.ts'
import { ISLAND_PROPS_ATTRIBUTE } from '~/components/islands/island-dom.ts'
import type { RequestFormProps } from '~/components/islands/request-form-props.schema.ts'

const noteStyle = css({ p: '5', borderRadius: 'lg', bg: 'bg.muted', maxW: '2xl' })

/**
 * A request form that is an island on a document page: its code runs when focus or a click enters it
 * (`data-island-focus`) and hydrates `children`, the same component the island renders, in place, so
 * what was typed meanwhile stays where it is. Sending needs a script (the bot
 * check runs in the browser), so with scripting off the form gives way to `withoutScript`, which
 * says so and offers another way.
 */
export function FormIsland({
  name,
  props,
  withoutScript,
  children,
}: {
  name: IslandName
  props: RequestFormProps
  withoutScript: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <noscript>
        <div role="note" className={noteStyle}>
          {withoutScript}
        </div>
      </noscript>
      <div
        data-island={name}
        data-island-focus=""
        data-needs-script=""
        {...{ [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      >
        {children}
      </div>
    </>
  )
}
