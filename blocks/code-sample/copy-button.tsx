import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/** The copied state lasts 1500 ms, as on the account's API key. */
export const COPIED_MS = 1500

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={button({ size: 'sm', variant: 'outline' }) + ' ' + css({ minW: '20' })}
      aria-label={copied ? 'Copied' : label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true))
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  )
}
