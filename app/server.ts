import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { boot } from '#server/boot.server.ts'

// Started at import so the production server fails fast on a bad environment.
const ready = boot()

export default createServerEntry({
  async fetch(request) {
    await ready
    return handler.fetch(request)
  },
})

export { ready }
