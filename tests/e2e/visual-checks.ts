/**
 * Layout checks that run inside the page (passed whole to `page.evaluate`, so everything it needs is
 * declared inside it). Each finding is a short description of the element, for the failure message.
 */
export function layoutProblems() {
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
    return `${element.tagName.toLowerCase()}${id}${text ? ` "${text}"` : ''}`
  }

  /** The part of an element's box its scrolling or clipping ancestors let show. */
  const shownBox = (element: Element) => {
    const box = element.getBoundingClientRect()
    let { left, top, right, bottom } = box
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const clip = parent.getBoundingClientRect()
        if (style.overflowX !== 'visible') {
          left = Math.max(left, clip.left)
          right = Math.min(right, clip.right)
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, clip.top)
          bottom = Math.min(bottom, clip.bottom)
        }
      }
      if (style.position === 'fixed') break
    }
    return { left, top, right, bottom }
  }

  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })

  // Sideways scrolling: the document, and the elements that stick out past the screen's right edge.
  const root = document.documentElement
  const overflow: string[] = []
  if (root.scrollWidth > root.clientWidth) {
    overflow.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px screen`)
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => shown(element) && shownBox(element).right > root.clientWidth + 1,
    )
    // The outermost ones say where it starts; their children only repeat it.
    const outermost = outside.filter(
      (element) => element.parentElement === null || !outside.includes(element.parentElement),
    )
    for (const element of outermost.slice(0, 5)) {
      overflow.push(`${describe(element)} reaches ${Math.round(shownBox(element).right)} px`)
    }
  }

  // Controls on top of each other (a button over a link, a copy button over a field, ...).
  const interactive = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=switch], [role=checkbox], [role=menuitem], [tabindex]:not([tabindex="-1"])',
    ),
  ]
    .filter(shown)
    .map((element) => ({ element, box: shownBox(element) }))
    // Visually hidden controls (a 1 px sr-only input under its label) have no area to collide with.
    .filter(({ box }) => box.right - box.left > 2 && box.bottom - box.top > 2)
  const overlaps: string[] = []
  for (const [i, a] of interactive.entries()) {
    for (const b of interactive.slice(i + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (width > 2 && height > 2) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`)
    }
  }

  // Images: a name, or an explicit decorative mark (alt="", aria-hidden, presentation).
  const decorative = (element: Element) =>
    element.closest('[aria-hidden="true"]') !== null ||
    ['presentation', 'none'].includes(element.getAttribute('role') ?? '')
  const images: string[] = []
  for (const image of document.querySelectorAll('img')) {
    const alt = image.getAttribute('alt')
    if (alt === null && !decorative(image)) images.push(`img ${image.getAttribute('src')} has no alt`)
    else if (alt && /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(alt.trim()))
      images.push(`img ${image.getAttribute('src')} is named by a file name: "${alt}"`)
  }
  for (const svg of document.querySelectorAll('svg')) {
    if (svg.parentElement?.closest('svg') || decorative(svg)) continue
    const named =
      svg.getAttribute('role') === 'img' &&
      Boolean(
        svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby') || svg.querySelector('title'),
      )
    if (!named)
      images.push(`${describe(svg.parentElement ?? svg)}: an svg neither named (role="img") nor aria-hidden`)
  }
  for (const element of document.querySelectorAll('[role=img]:not(svg)')) {
    if (!element.getAttribute('aria-label') && !element.getAttribute('aria-labelledby'))
      images.push(`${describe(element)}: role="img" without a name`)
  }
  return { overflow, overlaps, images }
}
