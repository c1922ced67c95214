const KB = 1024
const MB = 1024 * KB
const GB = 1024 * MB

/** One decimal below ten units ("1.5 MB"), whole numbers above ("12 MB"); never "1.0". */
function amount(value: number): string {
  return String(value < 10 ? Number(value.toFixed(1)) : Math.round(value))
}

/** A file size as people read it: "1 byte", "193 bytes", "1.2 KB", "48 KB", "100 MB", "1 GB". */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${amount(bytes / GB)} GB`
  if (bytes >= MB) return `${amount(bytes / MB)} MB`
  if (bytes >= KB) return `${amount(bytes / KB)} KB`
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
}
