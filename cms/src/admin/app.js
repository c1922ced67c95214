import favicon from './favicon.svg'

// The admin wears the site's mark, so editors can tell its tab from the site's at a glance.
export default {
  config: { head: { favicon }, locales: [] },
  bootstrap() {},
}
