const { sitePathFor } = require('../src/site-paths')

/**
 * Admin panel settings. Preview opens the site's preview route (`/api/preview/`), which sets the
 * site's preview cookie and redirects to the page, so editors see drafts inside Strapi.
 */
module.exports = ({ env }) => {
  const siteUrl = env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, '')
  return {
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
      // A "Remember me" sign-in lasts this long without activity (Strapi's 14 days by default); the
      // contract suite shortens it to see the session warning (src/editor/session-end.js) at once.
      sessions: { idleRefreshTokenLifespan: env.int('ADMIN_REMEMBERED_IDLE_SECONDS', 14 * 24 * 60 * 60) },
    },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    // Sign-in attempts are limited; the contract suite signs in more often than a person would.
    rateLimit: { enabled: env.bool('ADMIN_RATE_LIMIT', true) },
    flags: { nps: false, promoteEE: false },
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [siteUrl],
        async handler(uid, { documentId, status }) {
          const document = documentId
            ? await strapi.documents(uid).findOne({ documentId, status, fields: ['slug'] })
            : await strapi.documents(uid).findFirst({ status })
          const path = sitePathFor(uid, document && document.slug)
          if (!path) return null
          const query = new URLSearchParams({
            secret: env('PREVIEW_SECRET', 'dev-preview-secret'),
            url: path,
            status: status === 'published' ? 'published' : 'draft',
          })
          return `${siteUrl}/api/preview/?${query}`
        },
      },
    },
  }
}
