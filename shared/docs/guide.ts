/** Markdown fence names the guides' code blocks use. */
export type CodeLanguage = 'bash' | 'python' | 'javascript' | 'php' | 'java' | 'csharp' | 'text'

/**
 * The reference's guides (pages beside the endpoint pages), as data: the HTML page, its Markdown
 * copy, /llms.txt, the sidebar and the search all read them from here. Text is Markdown inline
 * syntax (`code` and [links](…)) only. Client-safe.
 */
export type GuideBlock =
  | { kind: 'heading'; id: string; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** `label` names the block for assistive technology: `{label} sample`. */
  | { kind: 'code'; label: string; language: CodeLanguage; code: string }
  /** The first cell of each row is its header; cells take the same inline syntax as text. */
  | { kind: 'table'; label: string; columns: string[]; rows: string[][] }

export type Guide = {
  slug: string
  title: string
  /** The sidebar's and the search's shorter name. */
  navTitle: string
  description: string
  keywords: string[]
  blocks: GuideBlock[]
}
