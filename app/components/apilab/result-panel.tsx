import { Download } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { LabResult } from '#shared/api/lab.schema.ts'
import { notifySuccess } from '~/components/shell/notify.ts'
import { type StatusOutcome, statusOutcome } from './status-outcome.ts'

// Spelled out per outcome, so the build resolves each to class names (no style runtime).
export const statusStyles: Record<StatusOutcome, string> = {
  success: css({
    px: '2',
    py: '0.5',
    borderRadius: 'md',
    fontWeight: 'bold',
    fontFamily: 'mono',
    bg: 'success.bg',
    color: 'success.fg',
  }),
  refused: css({
    px: '2',
    py: '0.5',
    borderRadius: 'md',
    fontWeight: 'bold',
    fontFamily: 'mono',
    bg: 'warning.bg',
    color: 'warning.fg',
  }),
  failed: css({
    px: '2',
    py: '0.5',
    borderRadius: 'md',
    fontWeight: 'bold',
    fontFamily: 'mono',
    bg: 'danger.bg',
    color: 'danger.fg',
  }),
}

type Shown = Extract<LabResult, { ok: true }>

/** The API's answer: HTTP status, time taken, the JSON body and the output file. */
export function ResultPanel({ result }: { result: Shown }) {
  return (
    <section
      aria-labelledby="lab-result-title"
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}
    >
      <h2 id="lab-result-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Response
      </h2>
      <p className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <span
          data-testid="lab-status"
          className={statusStyles[statusOutcome(result.status)]}
          data-outcome={statusOutcome(result.status)}
        >
          {result.status} {result.statusText}
        </span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="lab-timing">
          {result.timingMs} ms
        </span>
        {result.download ? (
          <a
            className={button({ size: 'sm' })}
            href={result.download.href}
            download={result.download.name}
            onClick={() => void notifySuccess(`Downloading ${result.download?.name ?? 'the output'}`)}
          >
            <Download aria-hidden="true" size={16} /> Download {result.download.name}
          </a>
        ) : null}
      </p>
      <pre
        data-testid="lab-response"
        tabIndex={0}
        aria-label="Response body"
        className={css({
          p: '4',
          borderRadius: 'lg',
          bg: 'bg.muted',
          fontSize: 'sm',
          overflow: 'auto',
          maxH: '24rem',
        })}
      >
        {result.body}
      </pre>
    </section>
  )
}
