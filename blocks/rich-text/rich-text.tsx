import { css } from 'styled-system/css'
import { Section } from '../shared/section.tsx'
import type { RichTextBlock } from './schema.ts'

export const proseStyle = css({
  maxW: '3xl',
  '& h2': { fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& p': { my: '3', color: 'fg.muted' },
  '& ul': { listStyle: 'disc', pl: '6', my: '3' },
  '& ol': { listStyle: 'decimal', pl: '6', my: '3' },
  '& a': { color: 'accent.default', textDecoration: 'underline' },
  '& code': { fontSize: 'sm', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', p: '4', borderRadius: 'md', overflowX: 'auto', my: '4', fontSize: 'sm' },
  // The inline code chip's padding would indent only the first line of a block.
  '& pre code': { fontSize: 'inherit', bg: 'transparent', px: '0', borderRadius: '0' },
  '& figure': { my: '6' },
  '& img': { borderRadius: 'md' },
  '& figcaption': { mt: '2', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' },
  '& table': { borderCollapse: 'collapse', my: '4' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', px: '3', py: '1.5' },
  '& th': { textAlign: 'left' },
})

/** The body was sanitised on the server (see server-functions/content/sanitize-html.server.ts). */
export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <Section>
      <div className={proseStyle} dangerouslySetInnerHTML={{ __html: block.body }} />
    </Section>
  )
}
