const { publishScheduled } = require('../src/editor/scheduled-publishing')

// Strapi's own scheduler: every five seconds, documents whose publish time has come go live.
module.exports = {
  publishScheduled: {
    task: ({ strapi }) => publishScheduled(strapi),
    options: { rule: '*/5 * * * * *' },
  },
}
