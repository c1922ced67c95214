import http from 'node:http'

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders }

/**
 * One request exactly as written: the path is not normalised and the Host header is the caller's,
 * as an attacker would send them (fetch and Playwright both rewrite one or the other).
 */
export function rawRequest(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    request.on('error', reject)
    request.end()
  })
}
