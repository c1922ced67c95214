/** JSON for any generated value: BigInt as text, a value JSON cannot hold as its string form. */
export function toJson(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item)) ?? 'null'
    )
  } catch {
    return String(value)
  }
}
