/** Options in random order with Other last (docs/product.md#sign-up). */
export function shuffledWithOtherLast<T extends string>(options: readonly T[], random = Math.random): T[] {
  const rest = options.filter((option) => option !== 'Other')
  for (let index = rest.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1))
    const held = rest[index]
    const other = rest[swap]
    if (held === undefined || other === undefined) continue
    rest[index] = other
    rest[swap] = held
  }
  return [...rest, ...options.filter((option) => option === 'Other')]
}
