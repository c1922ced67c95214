import { css } from 'styled-system/css'

// Out of sight until a keyboard reaches it: the first Tab stop of every page must show where it is.
const skipLinkStyle = css({
  srOnly: true,
  _focus: {
    position: 'fixed',
    w: 'auto',
    h: 'auto',
    m: '0',
    overflow: 'visible',
    clip: 'auto',
    top: '2',
    left: '2',
    zIndex: 'max',
    px: '4',
    py: '2',
    borderRadius: 'md',
    bg: 'bg.canvas',
    color: 'fg.default',
    fontWeight: 'semibold',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'lg',
  },
})

/** The first link of every page: past the header to the page's own content. */
export function SkipLink() {
  return (
    <a href="#main" className={skipLinkStyle}>
      Skip to content
    </a>
  )
}
