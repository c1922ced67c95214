const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * A time as "Mar 1, 2027": en-US short month, day and year, in UTC; null when it is not a date.
 * Written out rather than with Intl.DateTimeFormat: building that formatter is 25–65 ms of main
 * thread in Chromium on this machine, paid on every page that loads a post list (decision 017).
 */
export function shortDate(time: number | string): string | null {
  const date = new Date(time)
  if (Number.isNaN(date.getTime())) return null
  return `${months[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
