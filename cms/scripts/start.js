/**
 * Starts Strapi without its CLI's TypeScript detection: this project is JavaScript and runs from
 * its own folder (its tsconfig.json only keeps `strapi develop` from adopting the site's one).
 */
const path = require('node:path')
const { createStrapi } = require('@strapi/strapi')

const appDir = path.resolve(__dirname, '..')
createStrapi({ appDir, distDir: appDir }).start()
