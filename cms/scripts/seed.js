/**
 * Loads the site's fixtures (exported by `scripts/cms-seed-data.ts` into .tmp/seed/) into this
 * Strapi, creates a read-only API token for the site, the site's revalidate webhook and an admin
 * user, and prints them. Idempotent: documents that exist (same slug) are left as editors left
 * them; `--reset` overwrites them with the fixtures. Runs with the machine's Node (see README).
 */
const fs = require('node:fs')
const path = require('node:path')
const { createStrapi, compileStrapi } = require('@strapi/strapi')
const { editorRoles } = require('./editor-roles')

const seedDir = path.resolve(__dirname, '..', '.tmp', 'seed')
const reset = process.argv.includes('--reset')
const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
const admin = {
  email: process.env.CMS_ADMIN_EMAIL || 'cms-admin@example.com',
  password: process.env.CMS_ADMIN_PASSWORD || 'Demo-pass-1!',
}
const TOKEN_NAME = 'pdfrest-site (read-only)'
// The fixtures link to each other (home to pricing and back): the editors' checks, which want a
// link's page to exist first, stay off while they load (cms/src/index.js). The contract suite
// proves the fixtures render on the site.
process.env.CMS_SEEDING = 'true'
const WEBHOOK_NAME = 'pdfrest-site revalidate'

async function uploadMedia(strapi, media) {
  const ids = {}
  const files = strapi.db.query('plugin::upload.file')
  for (const item of media) {
    const name = path.basename(item.file)
    const existing = await files.findOne({ where: { name } })
    if (existing) {
      ids[item.key] = existing.id
      continue
    }
    const filepath = path.join(seedDir, item.file)
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: item.alternativeText } },
        files: { filepath, originalFilename: name, mimetype: item.mime, size: fs.statSync(filepath).size },
      })
    ids[item.key] = uploaded.id
  }
  return ids
}

/** Replaces `{ $media }` and `{ $tools }` references with what Strapi stores. */
function resolver(mediaIds, toolIds) {
  const resolve = (value) => {
    if (Array.isArray(value)) return value.map(resolve)
    if (value && typeof value === 'object') {
      if ('$media' in value) return mediaIds[value.$media] ?? null
      if ('$tools' in value) return value.$tools.map((slug) => toolIds[slug]).filter(Boolean)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]))
    }
    return value
  }
  return resolve
}

/**
 * Creates (or with --reset, overwrites) one document from its fixture and publishes it. A fixture's
 * draft edit, or a document that was never published, is an editor's work in progress: a fresh seed
 * leaves none behind (the contract suite makes its own, tests/contract/fixture-drafts.ts).
 */
async function seedDocument(strapi, uid, fixture, resolve) {
  const documents = strapi.documents(uid)
  const single = strapi.contentTypes[uid].kind === 'singleType'
  const first = fixture.published
  if (!first) return { skipped: true }
  // Documents are known by their slug; redirects by the path they redirect from.
  const key = 'slug' in first ? 'slug' : 'from'
  const existing = single
    ? await documents.findFirst({ status: 'draft' })
    : await documents.findFirst({ status: 'draft', filters: { [key]: first[key] } })
  if (existing && !reset) return { documentId: existing.documentId, slug: first.slug, created: false }
  const data = resolve(first)
  const saved = existing
    ? await documents.update({ documentId: existing.documentId, data })
    : await documents.create({ data })
  await documents.publish({ documentId: saved.documentId })
  return { documentId: saved.documentId, slug: first.slug, created: !existing }
}

async function siteToken(strapi, tokenFile) {
  const tokens = strapi.service('admin::api-token')
  // Keep the key a running site already uses, as long as this Strapi still knows it.
  const known = fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : ''
  if (known && (await tokens.getByAccessKey(tokens.hash(known)))) return known
  const existing = await tokens.getByName(TOKEN_NAME)
  if (existing) return (await tokens.regenerate(existing.id)).accessKey
  const created = await tokens.create({
    name: TOKEN_NAME,
    description: 'Used by the site (STRAPI_TOKEN) to read published content and, in preview, drafts.',
    type: 'read-only',
    lifespan: null,
  })
  return created.accessKey
}

async function revalidateWebhook(strapi) {
  const store = strapi.get('webhookStore')
  const webhook = {
    name: WEBHOOK_NAME,
    url: `${siteUrl}/api/revalidate/`,
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET || 'dev-revalidate-secret' },
    events: ['entry.publish', 'entry.unpublish', 'entry.delete'],
    isEnabled: true,
  }
  const existing = (await store.findWebhooks()).find((candidate) => candidate.name === WEBHOOK_NAME)
  return existing ? store.updateWebhook(existing.id, webhook) : store.createWebhook(webhook)
}

async function adminUser(strapi) {
  const users = strapi.service('admin::user')
  if (await users.exists({ email: admin.email })) return false
  const superAdmin = await strapi.service('admin::role').getSuperAdmin()
  await users.create({
    email: admin.email,
    firstname: 'Site',
    lastname: 'Editor',
    password: admin.password,
    isActive: true,
    roles: [superAdmin.id],
  })
  return true
}

async function main() {
  const seed = JSON.parse(fs.readFileSync(path.join(seedDir, 'content.json'), 'utf8'))
  const strapi = await createStrapi(await compileStrapi()).load()
  strapi.log.level = 'error'
  try {
    const mediaIds = await uploadMedia(strapi, seed.media)
    const toolIds = {}
    let created = 0
    let total = 0
    for (const collection of seed.collections) {
      const resolve = resolver(mediaIds, toolIds)
      for (const fixture of collection.documents) {
        const result = await seedDocument(strapi, collection.uid, fixture, resolve)
        if (result.skipped) continue
        if (collection.uid === 'api::api-tool.api-tool') toolIds[result.slug] = result.documentId
        created += result.created ? 1 : 0
        total += 1
      }
    }
    const tokenFile = path.resolve(__dirname, '..', '.tmp', 'site-token')
    const token = await siteToken(strapi, tokenFile)
    await revalidateWebhook(strapi)
    const newAdmin = await adminUser(strapi)
    const editors = await editorRoles(strapi)
    fs.writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 })
    console.log(`[cms] seed: ${total} documents (${created} created), ${seed.media.length} media files`)
    console.log(`[cms] admin: ${admin.email} / ${admin.password}${newAdmin ? ' (created)' : ''}`)
    for (const { role, email, created: fresh } of editors) {
      console.log(`[cms] ${role.toLowerCase()}: ${email} / ${admin.password}${fresh ? ' (created)' : ''}`)
    }
    console.log(`[cms] site token (read-only, also in cms/.tmp/site-token): ${token}`)
    console.log(`[cms] revalidate webhook: ${siteUrl}/api/revalidate/ on publish, unpublish, delete`)
  } finally {
    await strapi.destroy()
  }
}

main().catch((error) => {
  console.error('[cms] seed failed:', error)
  process.exit(1)
})
