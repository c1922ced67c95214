import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

const wide = css({ w: 'full' })

/** The looks of a pricing card's signed-in action: the app's React cards and the documents' script share them. */
export const planButtonClass = {
  upgrade: `${button({ variant: 'solid' })} ${wide}`,
  change: `${button({ variant: 'outline' })} ${wide}`,
  note: css({ textAlign: 'center', fontWeight: 'semibold', py: '2' }),
}
