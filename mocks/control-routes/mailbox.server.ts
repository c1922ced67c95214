import { mailLink, mockMailbox } from '#mocks/identity.ts'
import { serverEnv } from '#server/env.server.ts'
import { siteOrigin } from '#server/http/site-origin.server.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The mocked identity service's outbox as a page (or JSON with `?format=json`): what GoTrue would
 * have e-mailed, with the links a developer (or a browser test) follows. Exists only while mocked.
 */
export function mockMailboxResponse(request: Request): Response {
  const env = serverEnv()
  if (!env.services.identity.mocked) return Response.json({ error: 'Not Found' }, { status: 404 })
  const mails = mockMailbox()
    .map((mail) => ({ ...mail, link: mailLink(mail, siteOrigin()) }))
    .reverse()
  const headers = { 'Cache-Control': 'no-store' }
  if (new URL(request.url).searchParams.get('format') === 'json') return Response.json(mails, { headers })
  const rows = mails
    .map(
      (mail) =>
        `<li><strong>${escape(mail.kind)}</strong> to ${escape(mail.to)} at ${new Date(mail.sentAt).toISOString()}<br><a href="${escape(mail.link)}">${escape(mail.link)}</a></li>`,
    )
    .join('\n')
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock mailbox</title><meta name="robots" content="noindex"></head><body><h1>Mock mailbox</h1><p>What the mocked identity service would have e-mailed, newest first. Reset with POST /api/mocks/reset/.</p>${mails.length ? `<ol>${rows}</ol>` : '<p>No mail yet.</p>'}</body></html>`
  return new Response(body, { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
}
