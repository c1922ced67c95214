import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { COPIED_MS } from './copy-text.ts'

/**
 * Copies the code of its `[data-copy-scope]`'s sample. `data-copy` lets a document page's script
 * (`enhanceCopyButtons`) do the same on the server HTML when no React owns it.
 */
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
      data-copy=""
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
