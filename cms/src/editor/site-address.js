/**
 * An address of the site itself, however it was pasted (SITE_URL, its www twin, over http or https),
 * is judged as the path it names: `https://www.example.com/spring/?ref=x` is `/spring/?ref=x`.
 */
const bareHost = (host) => host.toLowerCase().replace(/^www\./, '')

function siteHost() {
  try {
    return bareHost(new URL(process.env.SITE_URL || 'http://localhost:3000').host)
  } catch {
    return undefined
  }
}

/** The path an absolute address of this site names, or undefined for any other value. */
function ownSitePath(value) {
  const text = String(value).trim()
  if (!/^https?:\/\//i.test(text)) return undefined
  try {
    const url = new URL(text)
    if (bareHost(url.host) !== siteHost()) return undefined
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return undefined
  }
}

/** A link as the checks judge it: the site's own absolute addresses become their path. */
const asJudged = (value) => ownSitePath(value) ?? String(value).trim()

module.exports = { asJudged, ownSitePath }
