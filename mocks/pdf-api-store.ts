import { randomUUID } from 'node:crypto'
import { HttpResponse } from 'msw'
import type { PlanName } from '#domain/plans/plan-rules.ts'
import { defineSlice } from './state.ts'

export type StoredFile = {
  id: string
  name: string
  type: string
  bytes: Uint8Array
  watermarked: boolean
  modified: Date
  /** When the plan's retention ends (Starter 2 min, paid plans 30 min, as the pricing cards say). */
  deleteAt: Date
}

export const storedFiles = defineSlice('pdfApi', () => new Map<string, StoredFile>())

const MINUTE = 60_000
const retentionMs = (plan: PlanName | undefined) => (plan === 'Starter' ? 2 : 30) * MINUTE

export function store(
  name: string,
  type: string,
  bytes: Uint8Array,
  watermarked: boolean,
  plan?: PlanName,
): StoredFile {
  const modified = new Date()
  const file = {
    id: randomUUID(),
    name,
    type: type || 'application/octet-stream',
    bytes,
    watermarked,
    modified,
    deleteAt: new Date(modified.getTime() + retentionMs(plan)),
  }
  storedFiles().set(file.id, file)
  return file
}

/**
 * `/resource/{id}?format=info`: the fields pdfRest's Python SDK validates as `PdfRestFile`
 * (models/public.py: id, name, url, type, size, modified with its zone, scheduledDeletionTimeUtc),
 * plus `watermarked`, which the site's lab reads.
 */
export function fileInfo(file: StoredFile, base: string) {
  return {
    id: file.id,
    name: file.name,
    url: `${base}/resource/${file.id}?format=file`,
    type: file.type,
    size: file.bytes.length,
    modified: file.modified.toISOString(),
    scheduledDeletionTimeUtc: file.deleteAt.toISOString(),
    watermarked: file.watermarked,
  }
}

/**
 * An error as pdfRest answers it: `error` (the SDK's own tests, tests/test_client.py, build every
 * error body with it) and the same text as `message`, the field the SDK's `PdfRestErrorResponse`
 * reads (models/public.py), so every SDK error carries its text.
 */
export const apiError = (status: number, message: string) =>
  HttpResponse.json({ error: message, message }, { status })
