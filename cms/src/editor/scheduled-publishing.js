/**
 * Scheduled publishing: a page or redirect whose draft carries a "Publish at" time that has come is
 * published by the document service, exactly as the Publish button does (same checks, same
 * webhook to the site, same purge). A "Publish at" time is one pending intent, the editor's latest:
 * any publish consumes it, and unpublishing or discarding the draft cancels it (schedule-intent.js),
 * so a time that has passed never publishes a document again. A refused one is logged with its
 * reason and tried again.
 */
const scheduled = ['api::page.page', 'api::redirect.redirect']
let running = false

const sameTime = (a, b) => a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime()

async function publishDue(strapi, uid, now) {
  const due = await strapi.db.query(uid).findMany({
    where: { publishedAt: null, publish_at: { $notNull: true, $lte: now } },
    select: ['documentId', 'publish_at'],
  })
  for (const draft of due) {
    // The editor may have changed or emptied the time, or deleted the page, since the list was read.
    const current = await strapi.db.query(uid).findOne({
      where: { documentId: draft.documentId, publishedAt: null },
      select: ['publish_at'],
    })
    if (!current || !sameTime(current.publish_at, draft.publish_at)) continue
    try {
      await strapi.documents(uid).publish({ documentId: draft.documentId })
      strapi.log.info(`[schedule] published ${uid} ${draft.documentId} as planned for ${draft.publish_at}`)
    } catch (error) {
      strapi.log.warn(`[schedule] ${uid} ${draft.documentId} not published: ${error.message}`)
    }
  }
}

async function publishScheduled(strapi) {
  // A slow run (a busy database) must not overlap the next tick and publish twice.
  if (running) return
  running = true
  try {
    const now = new Date()
    for (const uid of scheduled) await publishDue(strapi, uid, now)
  } finally {
    running = false
  }
}

module.exports = { publishScheduled, scheduled }
