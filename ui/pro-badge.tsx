import { css } from 'styled-system/css'

/** Marks a Pro tool. */
export function ProBadge() {
  return (
    <span
      className={css({
        ml: '1.5',
        px: '1.5',
        py: '0.5',
        fontSize: 'xs',
        fontWeight: 'bold',
        borderRadius: 'sm',
        color: 'pdfrestGray.950',
        bg: 'badge.pro',
      })}
    >
      Pro
    </span>
  )
}
