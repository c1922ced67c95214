import { PLAYER_ALLOW } from '#blocks/media/video-facade.tsx'

/**
 * A video facade on a document page: pressing the poster swaps it for the player, as the app's
 * component does; plain DOM, no React. Until it is live the poster is what it is without
 * JavaScript, a link to the video's own page.
 */
export function mount(container: HTMLElement): void {
  const poster = container.querySelector<HTMLAnchorElement>('a[data-video-poster]')
  const { player, title } = container.dataset
  if (!poster || !player || !title) return
  poster.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const frame = document.createElement('iframe')
    frame.src = player
    frame.title = title
    frame.className = poster.firstElementChild?.className ?? ''
    frame.allow = PLAYER_ALLOW
    frame.allowFullscreen = true
    poster.replaceWith(frame)
    frame.focus()
    const note = container.querySelector('[data-video-note]')
    if (note) note.textContent = 'Not playing? '
  })
}
