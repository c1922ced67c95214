/**
 * A price as a person types it, in US dollars. The rule, said once (the field's help says it too):
 * a "$" or "USD" around the amount is ignored; a comma or point followed by exactly three digits
 * groups thousands ("1,299" is $1,299, "1.299,50" is $1,299.50); one followed by one or two digits
 * is the decimal mark ("79,99" is $79.99, "89.00" is $89). Returns `{ amount }` (null when empty) or
 * `{ problem }` in words; it never guesses a reading that could mean two amounts.
 */
const maxLength = 24
const groupedComma = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/
const groupedPoint = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/
const plain = /^\d+([.,]\d{1,2})?$/
const example = 'such as 89, $89, 89.00, 79,99 or 1,299'

export function readPrice(text) {
  const typed = String(text ?? '').trim()
  if (typed === '') return { amount: null }
  const shown = typed.length > 20 ? `${typed.slice(0, 20)}…` : typed
  if (typed.length > maxLength) {
    return { problem: `“${shown}” is too long for a price: write it in US dollars, ${example}.` }
  }
  const bare = typed
    .replace(/^(US)?\$\s*/i, '')
    .replace(/\s*(USD|\$)$/i, '')
    .trim()
  let normal
  if (groupedComma.test(bare)) normal = bare.replace(/,/g, '')
  else if (groupedPoint.test(bare) && !/^\d{1,3}\.\d{3}$/.test(bare)) {
    normal = bare.replace(/\./g, '').replace(',', '.')
  } else if (plain.test(bare)) normal = bare.replace(',', '.')
  if (normal !== undefined) return { amount: Number(normal) }
  if (/^-/.test(bare)) return { problem: `“${shown}” is below zero: a price is $0 or more.` }
  if (/^\d{1,3}\.\d{3}$/.test(bare)) {
    return {
      problem: `“${shown}” could be dollars and a fraction of a cent or a grouped thousand: write ${bare.replace('.', ',')} for thousands, or at most two digits after the point.`,
    }
  }
  if (/^\d+[.,]\d{3,}$/.test(bare)) {
    return {
      problem: `“${shown}” has more than two digits after the point: write dollars and cents, such as 79.99.`,
    }
  }
  return { problem: `“${shown}” is not a price: write it in US dollars, ${example}.` }
}

/** How a stored amount reads in the field: 89 as "89", 79.9 as "79.90". */
export const showPrice = (amount) =>
  amount === null || amount === undefined || amount === '' || Number.isNaN(Number(amount))
    ? ''
    : Number.isInteger(Number(amount))
      ? String(Number(amount))
      : Number(amount).toFixed(2)
