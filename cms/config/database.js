const path = require('node:path')

// SQLite by default: one file under .tmp/, created on first start. DATABASE_FILENAME moves it.
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: {
      filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
    },
    useNullAsDefault: true,
  },
})
