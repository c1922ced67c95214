import * as React from 'react'
import { Box, Button, DesignSystemProvider, Flex, Typography } from '@strapi/design-system'
import { onTokenChange } from './session-watch.js'

// Strapi's own address for its API (the admin may be served from another origin).
const backend = () => window.strapi?.backendURL ?? ''

/** The session's end as the server knows it (src/editor/session-end.js), or null when signed out. */
async function readSessionEnd() {
  const response = await fetch(`${backend()}/admin/session-end`, {
    credentials: 'include',
    cache: 'no-store',
  })
  if (!response.ok) return null
  const { data } = await response.json()
  return {
    endsAt: Date.parse(data.endsAt),
    extensible: data.extensible,
    warningMs: data.warningSeconds * 1000,
  }
}

const clock = (time) => new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/**
 * Warns an editor before their admin session ends, in plain words, with a way to stay signed in:
 * the button (or any key or click while the notice shows) renews the session as Strapi's own
 * refresh does. Strapi itself renews an active editor's session as their access token runs out; an
 * editor who stepped away was signed out at their next click, losing what they hadn't saved.
 */
function SessionNotice() {
  const [end, setEnd] = React.useState(null)
  const [now, setNow] = React.useState(() => Date.now())
  const [staying, setStaying] = React.useState(false)

  const signedIn = React.useRef(false)
  const load = React.useCallback(() => {
    if (!signedIn.current) return setEnd(null)
    return readSessionEnd()
      .then((next) => {
        setEnd(next)
        setNow(Date.now())
      })
      .catch(() => setEnd(null))
  }, [])
  React.useEffect(
    () =>
      onTokenChange((token) => {
        signedIn.current = token !== null
        load()
      }),
    [load],
  )

  // Wakes at the warning time, then at the end: the session may have been renewed in between.
  React.useEffect(() => {
    if (!end) return undefined
    const warnAt = end.endsAt - end.warningMs
    const next = now < warnAt ? warnAt : now < end.endsAt ? end.endsAt : undefined
    if (next === undefined) return undefined
    // Timers hold at most about 24 days; a longer wait just asks again then.
    const delay = Math.min(next - now, 2 ** 31 - 1)
    const timer = window.setTimeout(() => (next === warnAt ? load() : setNow(Date.now())), delay)
    return () => window.clearTimeout(timer)
  }, [end, now, load])

  const warning = end !== null && now >= end.endsAt - end.warningMs
  const ended = warning && now >= end.endsAt

  const stay = React.useCallback(async () => {
    if (staying) return
    setStaying(true)
    try {
      await fetch(`${backend()}/admin/access-token`, { method: 'POST', credentials: 'include' })
    } finally {
      setStaying(false)
      load()
    }
  }, [staying, load])

  // While the notice shows, working in the admin is staying.
  React.useEffect(() => {
    if (!warning || ended || !end.extensible) return undefined
    const events = ['keydown', 'pointerdown']
    const active = (event) => {
      if (event.target instanceof Element && event.target.closest('[data-session-notice]')) return
      stay()
    }
    events.forEach((event) => window.addEventListener(event, active, { capture: true }))
    return () => events.forEach((event) => window.removeEventListener(event, active, { capture: true }))
  }, [warning, ended, end, stay])

  if (!warning) return null
  const words = ended
    ? 'Your session has ended. Copy anything you haven’t saved, then sign in again.'
    : end.extensible
      ? `You’ll be signed out at ${clock(end.endsAt)}, as nothing has happened here for a while. Anything you haven’t saved would be lost.`
      : `Your session ends at ${clock(end.endsAt)} and can’t be extended. Save your work now, then sign in again.`
  return (
    <Box
      data-session-notice=""
      role="alert"
      position="fixed"
      bottom={4}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1000, maxWidth: '40rem' }}
      background="warning100"
      borderColor="warning200"
      hasRadius
      shadow="popupShadow"
      padding={4}
    >
      <Flex gap={4} alignItems="center">
        <Typography textColor="neutral800">{words}</Typography>
        {!ended && end.extensible ? (
          <Button
            variant="secondary"
            onClick={stay}
            loading={staying}
            style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Stay signed in
          </Button>
        ) : null}
      </Flex>
    </Box>
  )
}

/** The notice lives in its own root, beside the admin, on every page of it. */
export function SessionNoticeRoot() {
  return (
    <DesignSystemProvider locale="en">
      <SessionNotice />
    </DesignSystemProvider>
  )
}
