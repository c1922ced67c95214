import { useSyncExternalStore } from 'react'
import { readChoice, subscribeToChoices } from './remembered-choice.ts'

const none = () => null

/** A choice kept in the browser (remembered-choice.ts); null on the server, during hydration and when none. */
export function useRememberedChoice(key: string | undefined): string | null {
  return useSyncExternalStore(subscribeToChoices, key ? () => readChoice(key) : none, none)
}
