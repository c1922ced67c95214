import { execFile, execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect, createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { startBuiltServer } from './built-server.ts'

/**
 * `npm run observatory`: the MDN HTTP Observatory's own grader (npm `@mdn/mdn-http-observatory`)
 * scores the built site on loopback, twice: as served (plain http, no TLS), and as deployed, behind a
 * stand-in for the TLS proxy of docs/deploy.md (https with a certificate from a throw-away local
 * authority the grader is told to trust, and plain http answered with a redirect to https, on one
 * port as the grader expects). Writes bench/observatory-results.md.
 *
 * The grader is installed on first use into node_modules/.cache with its install scripts off: they
 * download the Mozilla CA bundle and Chromium's HSTS preload list, which a local host is on no copy of.
 */
const VERSION = '1.4.8'
const sitePort = Number(process.env.OBSERVATORY_PORT ?? 4310)
const frontPort = sitePort + 1
const graderDir = join('node_modules', '.cache', `mdn-http-observatory-${VERSION}`)
const graderPackage = join(graderDir, 'node_modules', '@mdn', 'mdn-http-observatory')

function installGrader() {
  if (existsSync(join(graderPackage, 'conf', 'hsts-preload.json'))) return
  console.log(`[observatory] installing @mdn/mdn-http-observatory@${VERSION} into ${graderDir}`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      graderDir,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-save',
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: 'inherit' },
  )
  writeFileSync(join(graderPackage, 'conf', 'hsts-preload.json'), '{}')
}

/** A local certificate authority and a certificate for 127.0.0.1 signed by it. */
function makeCertificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' })
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Observatory local CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  )
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    'site.key',
    '-out',
    'site.csr',
  )
  const extensions = join(dir, 'site.ext')
  return writeFile(extensions, 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n').then(() => {
    openssl(
      'x509',
      '-req',
      '-in',
      'site.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      extensions,
      '-out',
      'site.pem',
    )
  })
}

/** TLS in front of the site, and http redirected to it, on one port (the first byte tells them apart). */
async function startFront(dir: string) {
  const forward = createHttpsServer(
    { key: await readFile(join(dir, 'site.key')), cert: await readFile(join(dir, 'site.pem')) },
    (request, response) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: sitePort,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', () => response.writeHead(502).end())
      request.pipe(upstream)
    },
  )
  const redirect = createHttpServer((request, response) => {
    response.writeHead(301, { location: `https://127.0.0.1:${frontPort}${request.url ?? '/'}` }).end()
  })
  const listening = (server: typeof forward | typeof redirect) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : 0)
      }),
    )
  const [tlsPort, plainPort] = [await listening(forward), await listening(redirect)]
  // A TCP router: the first byte tells a TLS handshake (0x16) from plain http.
  const front = createNetServer((socket) => {
    socket.once('data', (first) => {
      const upstream = connect(first[0] === 0x16 ? tlsPort : plainPort, '127.0.0.1')
      upstream.write(first)
      socket.pipe(upstream).pipe(socket)
      const close = () => {
        socket.destroy()
        upstream.destroy()
      }
      socket.on('error', close)
      upstream.on('error', close)
    })
  })
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve))
  return {
    close: () => {
      front.close()
      forward.close()
      redirect.close()
    },
  }
}

const testSchema = z.object({ result: z.string(), scoreModifier: z.number(), pass: z.boolean() })
const scanSchema = z.object({
  scan: z.object({
    grade: z.string(),
    score: z.number(),
    testsPassed: z.number(),
    testsQuantity: z.number(),
  }),
  tests: z.record(z.string(), testSchema),
})
type Scan = z.infer<typeof scanSchema>

/**
 * The grader in a process of its own (NODE_EXTRA_CA_CERTS is read at start), waited for without
 * blocking: the TLS front answers it from this process.
 */
async function grade(host: string, caFile: string): Promise<Scan> {
  const entry = new URL(`../${graderPackage}/src/index.js`, import.meta.url).href
  const program = `const { scan } = await import(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(await scan(${JSON.stringify(host)})))`
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  })
  return scanSchema.parse(JSON.parse(stdout))
}

function report(title: string, scan: Scan): string {
  const rows = Object.entries(scan.tests).map(
    ([name, test]) =>
      `| ${name} | ${test.result} | ${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier} | ${test.pass ? 'pass' : 'fail'} |`,
  )
  return [
    `## ${title}: ${scan.scan.grade}, ${scan.scan.score} / 145 (${scan.scan.testsPassed} of ${scan.scan.testsQuantity} tests passed)`,
    '',
    '| test | result | score | |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

installGrader()
const dir = await mkdtemp(join(tmpdir(), 'observatory-'))
await makeCertificates(dir)
// As deployed: the public origin is https (HSTS, __Host- cookies).
const site = await startBuiltServer(sitePort, [], { SITE_URL: `https://127.0.0.1:${frontPort}` })
const front = await startFront(dir)
try {
  const caFile = join(dir, 'ca.pem')
  const deployed = await grade(`127.0.0.1:${frontPort}`, caFile)
  const plain = await grade(`127.0.0.1:${sitePort}`, caFile)
  const text = [
    `# HTTP Observatory (@mdn/mdn-http-observatory ${VERSION}), ${new Date().toISOString()}`,
    '',
    report('Behind a TLS proxy (https, http redirected)', deployed),
    report('The server alone (plain http, no TLS)', plain),
  ].join('\n')
  await mkdir('bench', { recursive: true })
  await writeFile('bench/observatory-results.md', text)
  console.log(text)
} finally {
  front.close()
  site.kill()
  await rm(dir, { recursive: true, force: true })
}
