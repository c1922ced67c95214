import { FileUpload } from '@ark-ui/react/file-upload'
import { Upload, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { tooLargeMessage, uploadLimitText } from '#domain/plans/plan-limits.ts'
import { filesRule, inputLabels } from '#domain/pdf-api/param-docs.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import type { PlanName } from '#domain/plans/plan-rules.ts'
import { acceptsPdfOnly, filesLabel } from './files-label.ts'
import { formatBytes } from './format-bytes.ts'

/** Drag-and-drop (or pick) the input files; the plan's size limit and the tool's input type apply. */
export function FileDrop({
  tool,
  plan,
  maxBytes,
  files,
  onFilesChange,
  onReject,
}: {
  tool: LabTool
  plan: PlanName | null
  maxBytes: number
  files: File[]
  onFilesChange: (files: File[]) => void
  onReject: (messages: string[]) => void
}) {
  return (
    <FileUpload.Root
      maxFiles={tool.files.max}
      maxFileSize={maxBytes}
      // Optional extra files (a compression profile, an ICC file) stay out of the lab: PDFs only there.
      accept={acceptsPdfOnly(tool) ? { 'application/pdf': ['.pdf'] } : undefined}
      acceptedFiles={files}
      onFileAccept={(details) => onFilesChange(details.files)}
      onFileReject={(details) =>
        onReject(
          details.files.map(({ file, errors }) => {
            if (errors.includes('FILE_TOO_LARGE'))
              return plan
                ? tooLargeMessage(file.name, plan, maxBytes)
                : `${file.name} is larger than the ${formatBytes(maxBytes)} allowed per file.`
            if (errors.includes('FILE_INVALID_TYPE'))
              return `This tool needs a PDF, and ${file.name} is not one.`
            if (errors.includes('TOO_MANY_FILES'))
              return `This tool takes at most ${tool.files.max} file${tool.files.max === 1 ? '' : 's'}.`
            return `${file.name} cannot be used.`
          }),
        )
      }
      className={css({ display: 'grid', gap: '3' })}
    >
      <FileUpload.Label className={css({ fontWeight: 'medium' })}>{filesLabel(tool)}</FileUpload.Label>
      <FileUpload.Dropzone
        aria-label={`Add ${tool.input === 'pdf' && !tool.extraFiles ? 'PDF' : ''} files: drop them here or press to choose`.replace(
          '  ',
          ' ',
        )}
        className={css({
          borderWidth: '2px',
          borderStyle: 'dashed',
          borderColor: 'border.emphasized',
          borderRadius: 'lg',
          p: '6',
          textAlign: 'center',
          color: 'fg.muted',
          cursor: 'pointer',
          '&[data-dragging]': { borderColor: 'accent.default', bg: 'bg.muted' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
        })}
      >
        <Upload aria-hidden="true" size={22} className={css({ mx: 'auto', mb: '2' })} />
        <p>Drop {tool.extraFiles ? '' : `${inputLabels[tool.input]} `}files here, or click to choose</p>
        {tool.extraFiles ? (
          <p className={css({ fontSize: 'sm', mt: '1' })}>In order: {filesRule(tool)}.</p>
        ) : null}
        <p className={css({ fontSize: 'xs', mt: '1' })} data-testid="lab-upload-limit">
          {uploadLimitText(plan, maxBytes)}
        </p>
      </FileUpload.Dropzone>
      <FileUpload.ItemGroup className={css({ display: 'grid', gap: '2' })}>
        {files.map((file) => (
          <FileUpload.Item
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              px: '3',
              py: '2',
              borderRadius: 'md',
              bg: 'bg.muted',
            })}
          >
            <FileUpload.ItemName className={css({ flex: '1', fontSize: 'sm', wordBreak: 'break-all' })} />
            {/* Ark's own size text says "193 byte" (Intl's unit name, never pluralised in English). */}
            <span data-part="item-size-text" className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {formatBytes(file.size)}
            </span>
            <FileUpload.ItemDeleteTrigger
              aria-label={`Remove ${file.name}`}
              className={button({ variant: 'ghost', size: 'sm' })}
            >
              <X aria-hidden="true" size={16} />
            </FileUpload.ItemDeleteTrigger>
          </FileUpload.Item>
        ))}
      </FileUpload.ItemGroup>
      <FileUpload.HiddenInput data-testid="lab-file-input" />
    </FileUpload.Root>
  )
}
