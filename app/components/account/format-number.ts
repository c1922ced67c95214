/**
 * What `new Intl.NumberFormat('en-US').format(value)` prints (thousands grouped with commas, at most
 * three decimals, trailing zeros dropped), written out: building the first Intl formatter was the
 * largest single task of hydrating /account/ on a slow phone (about 12 ms, 48 ms at 4× CPU), as
 * building a date formatter was for `domain/format/short-date.ts`.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value)
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(3).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const decimals = fraction.replace(/0+$/, '')
  const text = decimals ? `${grouped}.${decimals}` : grouped
  return value < 0 && text !== '0' ? `-${text}` : text
}
