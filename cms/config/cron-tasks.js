const { publishScheduled } = require('../src/editor/scheduled-publishing')

// Strapi's own scheduler: every five seconds (SCHEDULE_EVERY_SECONDS, 1 to 59; the contract suite
// looks every second), documents whose publish time has come go live.
const every = Math.min(59, Math.max(1, Number.parseInt(process.env.SCHEDULE_EVERY_SECONDS ?? '5', 10) || 5))

module.exports = {
  publishScheduled: {
    task: ({ strapi }) => publishScheduled(strapi),
    options: { rule: `*/${every} * * * * *` },
  },
}
