import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react'
import { z } from 'zod/mini'
import { COLOR_MODE_STORAGE_KEY } from './color-mode-key.ts'

export const colorModePreferenceSchema = z.enum(['system', 'light', 'dark'])
export type ColorModePreference = z.infer<typeof colorModePreferenceSchema>
export type ColorMode = 'light' | 'dark'
export const DEFAULT_PREFERENCE: ColorModePreference = 'dark'

/**
 * Runs in <head> before first paint so a stored light preference never flashes dark. A page that
 * forces a mode sets data-forced-color-mode on <html> and wins over the preference. It follows the
 * system setting as it changes too: a document page has no React root to do so.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement,q=matchMedia('(prefers-color-scheme: light)');function apply(){try{var f=d.getAttribute('data-forced-color-mode');var p=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')||'${DEFAULT_PREFERENCE}';var m=f||(p==='system'?(q.matches?'light':'dark'):p);d.setAttribute('data-color-mode',m==='light'?'light':'dark')}catch(e){}}apply();q.addEventListener('change',apply)}catch(e){}})()`

export function resolveColorMode(preference: ColorModePreference, prefersLight: boolean): ColorMode {
  if (preference === 'system') return prefersLight ? 'light' : 'dark'
  return preference
}

type ColorModeContextValue = {
  preference: ColorModePreference
  setPreference: (preference: ColorModePreference) => void
  forced: ColorMode | undefined
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null)

const PREFERENCE_EVENT = 'pdfrest-color-mode-change'

function subscribeToPreference(onChange: () => void) {
  window.addEventListener(PREFERENCE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(PREFERENCE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readStoredPreference(): ColorModePreference {
  const parsed = colorModePreferenceSchema.safeParse(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY))
  return parsed.success ? parsed.data : DEFAULT_PREFERENCE
}

export function ColorModeProvider({ children, forced }: { children: ReactNode; forced?: ColorMode }) {
  // The stored preference is browser state: the server renders the default, the client reads storage.
  const preference = useSyncExternalStore(
    subscribeToPreference,
    readStoredPreference,
    () => DEFAULT_PREFERENCE,
  )

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: light)')
    const apply = () => {
      const mode = forced ?? resolveColorMode(preference, media.matches)
      document.documentElement.setAttribute('data-color-mode', mode)
    }
    apply()
    media.addEventListener('change', apply)
    return () => media.removeEventListener('change', apply)
  }, [preference, forced])

  const setPreference = useCallback((next: ColorModePreference) => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, next)
    window.dispatchEvent(new Event(PREFERENCE_EVENT))
  }, [])

  const value = useMemo(() => ({ preference, setPreference, forced }), [preference, setPreference, forced])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext)
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider')
  return value
}

/** A document page's forced mode, as the server stamped it on <html>. */
export function forcedColorModeOfPage(): ColorMode | undefined {
  const forced = document.documentElement.getAttribute('data-forced-color-mode')
  return forced === 'light' || forced === 'dark' ? forced : undefined
}
