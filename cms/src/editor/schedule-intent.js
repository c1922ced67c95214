/**
 * The last thing the editor did is what is live. A draft's "Publish at" is a pending intent to
 * publish: publishing (by hand or on schedule) fulfils it, unpublishing or discarding the draft
 * withdraws it, and a new time replaces it. Clearing the time on the draft row directly (not through
 * the document service) leaves the draft's edit time alone, so a published page does not turn
 * "Modified" because its schedule was consumed.
 */
const { scheduled } = require('./scheduled-publishing')

const consumingActions = new Set(['publish', 'unpublish', 'discardDraft'])

async function clearSchedule(strapi, uid, documentId) {
  await strapi.db.query(uid).updateMany({
    where: { documentId, publish_at: { $notNull: true } },
    data: { publish_at: null },
  })
}

/** Runs around every document action: after a consuming one, the document has no pending time. */
async function settleSchedule(strapi, context, next) {
  const result = await next()
  const documentId = context.params?.documentId
  if (scheduled.includes(context.uid) && consumingActions.has(context.action) && documentId) {
    await clearSchedule(strapi, context.uid, documentId)
  }
  return result
}

module.exports = { settleSchedule }
