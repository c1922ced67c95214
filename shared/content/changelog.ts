/** Where the changelog's Atom feed lives: linked from `/changelog/`, its entries, the docs and `/llms.txt`. */
export const CHANGELOG_FEED_PATH = '/changelog/feed.xml'
export const CHANGELOG_FEED_TYPE = 'application/atom+xml'
export const CHANGELOG_TITLE = 'pdfRest changelog'
export const CHANGELOG_SUBTITLE =
  'New endpoints, parameters and plan changes in the pdfRest API and its site, newest first.'
