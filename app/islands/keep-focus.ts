/** The element's place under `root`, as child indexes. */
function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = []
  let node: Element | null = element
  while (node && node !== root) {
    const parent: Element | null = node.parentElement
    if (!parent) return null
    path.unshift([...parent.children].indexOf(node))
    node = parent
  }
  return node === root ? path : null
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node
}

function caretOf(element: Element): [number, number] | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null
  // Null for input types without a caret (email, number): nothing to keep there.
  const { selectionStart, selectionEnd } = element
  return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd]
}

/**
 * Takes note of the focus and caret inside an island's element just before its island replaces the
 * server HTML with the same markup, and returns what puts them back on the element at the same
 * place: the visitor typing into a field while its island loaded goes on typing where they were.
 * Nothing happens when the focus is elsewhere or has stayed on its element.
 */
export function keepFocus(root: HTMLElement): () => void {
  const active = root.ownerDocument.activeElement
  const path = active && root.contains(active) && active !== root ? pathTo(root, active) : null
  if (!active || !path) return () => undefined
  const caret = caretOf(active)
  return () => {
    const target = elementAt(root, path)
    if (!(target instanceof HTMLElement) || target === root.ownerDocument.activeElement) return
    target.focus()
    if (caret && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
      target.setSelectionRange(caret[0], caret[1])
  }
}
