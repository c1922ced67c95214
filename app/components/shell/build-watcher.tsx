import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod/mini'

export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000
export const CHUNK_RELOAD_MARKER = 'pdfrest-chunk-reload'
export const CHUNK_RELOAD_GUARD_MS = 10_000
export const BUILD_ROUTE = '/api/build/'

const buildResponseSchema = z.object({ id: z.string() })

export async function fetchLatestBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch(`${BUILD_ROUTE}?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return undefined
    const parsed = buildResponseSchema.safeParse(await response.json())
    return parsed.success ? parsed.data.id : undefined
  } catch {
    return undefined
  }
}

/** True when a reload is allowed now; records the attempt so a broken deploy cannot loop. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_MARKER) ?? 0)
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(CHUNK_RELOAD_MARKER, String(now))
  return true
}

/**
 * Notices a newer deploy (periodically and when the tab regains focus) and turns the next
 * navigation into a full page load; reloads once when a lazily loaded chunk has vanished.
 */
export function BuildWatcher() {
  const router = useRouter()

  useEffect(() => {
    let stale = false
    const check = async () => {
      const latest = await fetchLatestBuildId()
      if (latest && latest !== __BUILD_ID__) stale = true
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    const interval = window.setInterval(check, BUILD_CHECK_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisible)
    const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (stale && pathChanged) window.location.assign(toLocation.href)
    })
    const onPreloadError = (event: Event) => {
      event.preventDefault()
      if (claimChunkReload(window.sessionStorage, Date.now())) window.location.reload()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => {
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('vite:preloadError', onPreloadError)
      unsubscribe()
    }
  }, [router])

  return null
}
