import { css, cx } from 'styled-system/css'
import { SampleCode } from '../code-sample/sample-code.tsx'
import { brandGlow, floatingChip } from '../shared/decor.ts'
import type { HeroVisual as Visual } from './schema.ts'

const windowFrame = css({
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'pdfrestGray.700',
  bg: 'pdfrestGray.900',
  color: 'cool.50',
  boxShadow: '2xl',
  overflow: 'hidden',
  minW: '0',
})

const codeText = css({
  m: '0',
  px: '5',
  py: '4',
  fontSize: { base: 'xs', md: 'sm' },
  lineHeight: '1.7',
  fontFamily: 'mono',
  // A showcase, not an editor: long lines wrap rather than scroll (no scroll region to reach by keyboard).
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

function CodeWindow({ visual }: { visual: Extract<Visual, { kind: 'code' }> }) {
  return (
    <figure className={windowFrame} aria-label={`${visual.toolName}: the request and its answer`}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '4',
          py: '3',
          borderBottomWidth: '1px',
          borderColor: 'pdfrestGray.700',
          fontSize: 'xs',
          color: 'pdfrestGray.200',
        })}
      >
        <span aria-hidden="true" className={css({ display: 'flex', gap: '1.5' })}>
          {['#ff5f57', '#febc2e', '#28c840'].map((color) => (
            <span
              key={color}
              style={{ background: color }}
              className={css({ w: '2.5', h: '2.5', borderRadius: 'full' })}
            />
          ))}
        </span>
        <figcaption className={css({ ml: '2' })}>{visual.toolName} · cURL</figcaption>
      </div>
      {/* Key slots as in every sample: the page's "Show my API key" fills them with a customer's key. */}
      <pre className={codeText}>
        <SampleCode code={visual.request} />
      </pre>
      <div
        className={css({
          borderTopWidth: '1px',
          borderColor: 'pdfrestGray.700',
          bg: 'pdfrestGray.950',
        })}
      >
        <p className={css({ px: '5', pt: '3', fontSize: 'xs', color: 'green.300', fontFamily: 'mono' })}>
          200 OK · application/json
        </p>
        <pre className={codeText}>
          <code>{visual.response}</code>
        </pre>
      </div>
    </figure>
  )
}

const bar = (width: string, tone: 'text' | 'redacted' | 'highlight' = 'text') =>
  css({
    h: '2.5',
    borderRadius: 'sm',
    w: width,
    bg: tone === 'redacted' ? 'fg.default' : tone === 'highlight' ? 'accent.default' : 'border.default',
    opacity: tone === 'highlight' ? '0.6' : '1',
  })

/** A drawn document being processed: decorative, no text a reader needs. */
function Illustration() {
  return (
    <div
      aria-hidden="true"
      className={css({ position: 'relative', mx: 'auto', w: 'full', maxW: 'sm', py: '8' })}
    >
      <div className={cx(brandGlow, css({ filter: 'blur(8px)' }))} />
      <div
        className={css({
          position: 'relative',
          mx: 'auto',
          w: '72%',
          aspectRatio: '3 / 4',
          bg: 'bg.subtle',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: '2xl',
          p: '6',
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
        })}
      >
        <span className={css({ h: '4', w: '60%', borderRadius: 'sm', bg: 'accent.default' })} />
        <span className={bar('100%')} />
        <span className={bar('92%')} />
        <span className={bar('40%', 'redacted')} />
        <span className={bar('85%')} />
        <span className={bar('70%', 'highlight')} />
        <span className={bar('95%')} />
        <span className={bar('55%', 'redacted')} />
        <span className={bar('88%')} />
        <span className={bar('62%')} />
      </div>
      <span className={floatingChip} style={{ top: '14%', left: '0' }}>
        Compress −74%
      </span>
      <span className={floatingChip} style={{ top: '46%', right: '0' }}>
        OCR ✓
      </span>
      <span className={floatingChip} style={{ bottom: '12%', left: '6%' }}>
        Redacted 3 fields
      </span>
    </div>
  )
}

export function HeroVisual({ visual }: { visual: Visual }) {
  return visual.kind === 'code' ? <CodeWindow visual={visual} /> : <Illustration />
}
