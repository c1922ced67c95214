import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import csharp from 'highlight.js/lib/languages/csharp'
import java from 'highlight.js/lib/languages/java'
import javascript from 'highlight.js/lib/languages/javascript'
import php from 'highlight.js/lib/languages/php'
import python from 'highlight.js/lib/languages/python'
import { API_KEY_PLACEHOLDER } from '#domain/pdf-api/code-samples.ts'
import type { CodeLanguage } from '#shared/docs/guide.ts'

// Only the reference's six languages, not the 36 of highlight.js's common set.
for (const [name, language] of Object.entries({ bash, csharp, java, javascript, php, python }))
  hljs.registerLanguage(name, language)

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A sample's code coloured on the server (highlight.js class names, the site's colours in
 * styles/global.ts), for the reference's documents, which load no script: the browser gets finished
 * markup and no highlighter. Each `YOUR_API_KEY` keeps a slot of its own (`data-api-key`) for the
 * sample-key island, as `SampleCode` gives it. The text is the sample's, unchanged.
 */
export function HighlightedCode({ code, language }: { code: string; language: CodeLanguage }) {
  const html = language === 'text' ? escapeHtml(code) : hljs.highlight(code, { language }).value
  const withKeySlots = html.replaceAll(
    API_KEY_PLACEHOLDER,
    `<span data-api-key="">${API_KEY_PLACEHOLDER}</span>`,
  )
  // highlight.js escapes the code it is given; the only markup is its own spans and the key slots.
  return <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: withKeySlots }} />
}
