const cronTasks = require('./cron-tasks')

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
})
