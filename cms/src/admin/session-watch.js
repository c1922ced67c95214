/**
 * Tells the session notice when the admin's access token changes (sign-in, Strapi's own renewal,
 * sign-out): a Redux middleware, the one place outside Strapi's own tree where it shows.
 */
const listeners = new Set()
let lastToken

/** Calls `listener` with the token now (once the admin has one or none) and at each change. */
export function onTokenChange(listener) {
  listeners.add(listener)
  if (lastToken !== undefined) listener(lastToken)
  return () => listeners.delete(listener)
}

export const tokenWatch = () => (store) => (next) => (action) => {
  const result = next(action)
  const token = store.getState().admin_app?.token ?? null
  if (token !== lastToken) {
    lastToken = token
    listeners.forEach((listener) => listener(token))
  }
  return result
}
