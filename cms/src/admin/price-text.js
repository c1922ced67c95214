/**
 * A price as a person types it, in US dollars: "$89", "89.00", "79,99" (a decimal comma),
 * "1,299.50" or "1.299,50" (grouped thousands). Returns `{ amount }` (null when empty) or
 * `{ problem }` in words; never guesses a reading that could mean two amounts.
 */
const grouped = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/
const groupedEuropean = /^\d{1,3}(\.\d{3})+,\d{1,2}$/
const plain = /^\d+([.,]\d{1,2})?$/

export function readPrice(text) {
  const typed = String(text ?? '').trim()
  if (typed === '') return { amount: null }
  const bare = typed
    .replace(/^(US)?\$\s*/i, '')
    .replace(/\s*(USD|\$)$/i, '')
    .trim()
  let normal
  if (grouped.test(bare)) normal = bare.replace(/,/g, '')
  else if (groupedEuropean.test(bare)) normal = bare.replace(/\./g, '').replace(',', '.')
  else if (plain.test(bare)) normal = bare.replace(',', '.')
  if (normal === undefined) {
    const shown = typed.slice(0, 20)
    const problem = /^-/.test(bare)
      ? `“${shown}” is below zero: a price is $0 or more.`
      : /^\d+[.,]\d{3,}$/.test(bare)
        ? `“${shown}” has more than two digits after the point: write dollars and cents, such as 79.99.`
        : `“${shown}” is not a price: write it in US dollars, such as 89, 89.00, $89 or 79,99.`
    return { problem }
  }
  return { amount: Number(normal) }
}

/** How a stored amount reads in the field: 89 as "89", 79.9 as "79.90". */
export const showPrice = (amount) =>
  amount === null || amount === undefined || amount === ''
    ? ''
    : Number.isInteger(Number(amount))
      ? String(Number(amount))
      : Number(amount).toFixed(2)
