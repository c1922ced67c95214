import { useSyncExternalStore } from 'react'

/** A value that changes over time and tells its listeners. */
export type Store<TState> = {
  readonly state: TState
  subscribe: (listener: () => void) => () => void
}

/** The part of a store's state a component renders from; it renders again only when that part changes. */
export function useStore<TState, TSelected>(
  store: Store<TState>,
  select: (state: TState) => TSelected,
): TSelected {
  const read = () => select(store.state)
  return useSyncExternalStore(store.subscribe, read, read)
}

/** A store whose state is replaced, never mutated, so selected parts compare by identity. */
export function createStore<TState>(initial: TState) {
  let state = initial
  const listeners = new Set<() => void>()
  const store = {
    get state() {
      return state
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: TState) {
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
  }
  return store
}
