import { readFileSync, readdirSync } from 'node:fs'
import type { TypeMeta } from '@kubernetes-models/base'
import { Deployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { PodMonitor, PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1'
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments, parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { envSchema } from '#server/env.server.ts'
import { DRAIN_MS, HEALTH_PATH } from './drain.ts'
import { METRICS_PATH } from '../server-functions/observability/metrics-server.server.ts'

/**
 * The Kubernetes manifests (deploy/kubernetes/): every object is valid against the Kubernetes API
 * schemas (kubernetes-models), and together they deploy the site as docs/deploy.md describes.
 */
const folder = new URL('../deploy/kubernetes/', import.meta.url)
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8')
const manifestFiles = readdirSync(folder)
  .filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml')
  .sort()
const objects: unknown[] = manifestFiles.flatMap((name) =>
  parseAllDocuments(read(name)).map((document) => {
    if (document.errors.length > 0) throw new Error(`${name}: ${document.errors.join('; ')}`)
    return document.toJS()
  }),
)

type Model<T extends TypeMeta> = {
  kind: string
  is: (value: unknown) => value is T
  new (data: T): { validate: () => void }
}

/** Validates every object of one kind against its schema and returns them, typed. */
function ofKind<T extends TypeMeta>(Model: Model<T>): T[] {
  const found = objects.filter((object) => Model.is(object))
  for (const object of found) new Model(object).validate()
  return found
}

function one<T extends TypeMeta>(Model: Model<T>, name: string): T {
  const found = ofKind(Model).filter(
    (object) => z.object({ metadata: z.object({ name: z.literal(name) }) }).safeParse(object).success,
  )
  expect(found, `${Model.kind} ${name}`).toHaveLength(1)
  const [object] = found
  if (!object) throw new Error(`no ${Model.kind} ${name}`)
  return object
}

/** One entry per kind the manifests use: whether an object is of it, and all of them validated. */
function kindOf<T extends TypeMeta>(Model: Model<T>) {
  return { is: (object: unknown) => Model.is(object), validateAll: () => ofKind(Model) }
}

const kinds = [
  kindOf(Namespace),
  kindOf(ConfigMap),
  kindOf(Secret),
  kindOf(Service),
  kindOf(Deployment),
  kindOf(Ingress),
  kindOf(NetworkPolicy),
  kindOf(PodDisruptionBudget),
  kindOf(HorizontalPodAutoscaler),
  kindOf(PodMonitor),
  kindOf(PrometheusRule),
]

const configMap = one(ConfigMap, 'pdfrest-site')
const secret = one(Secret, 'pdfrest-site')
const deployment = one(Deployment, 'pdfrest-site')
const podSpec = deployment.spec?.template.spec
const site = podSpec?.containers.find((container) => container.name === 'site')
const config = configMap.data ?? {}
const secrets = secret.stringData ?? {}
const seconds = (name: string) => Number(config[name])

describe('the Kubernetes manifests', () => {
  it('are all listed by the kustomization, and every object is valid against the Kubernetes API schemas', () => {
    const kustomization = z
      .object({ resources: z.array(z.string()) })
      .parse(parseYaml(read('kustomization.yaml')))
    expect([...kustomization.resources].sort()).toEqual(manifestFiles)
    expect(objects.length).toBeGreaterThan(manifestFiles.length)
    for (const object of objects) {
      const validated = kinds.filter((kind) => kind.is(object))
      expect(validated, JSON.stringify(object).slice(0, 120)).toHaveLength(1)
    }
    for (const kind of kinds) expect(kind.validateAll).not.toThrow()
  })

  it('give the site every variable the server reads, from the ConfigMap and the Secret', () => {
    const fromEnv = new Map((site?.env ?? []).map(({ name, value }) => [name, value ?? '']))
    const documented = [
      ...read('../../docs/deploy.md').matchAll(/^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \|/gm),
    ].flatMap(([, names = '']) => names.split(', ').map((name) => name.replaceAll('`', '')))
    expect(documented).toContain('SESSION_SECRET')
    const required = [
      ...documented,
      ...Object.keys(envSchema.shape),
      'TRUSTED_PROXIES',
      'SHUTDOWN_DELAY_SECONDS',
    ]
    for (const name of new Set(required))
      expect(name in config || name in secrets || fromEnv.has(name), name).toBe(true)
    for (const name of [
      'SESSION_SECRET',
      'REVALIDATE_SECRET',
      'PREVIEW_SECRET',
      'STRAPI_TOKEN',
      'CDN_PURGE_TOKEN',
    ])
      expect(secrets, name).toHaveProperty(name)
    expect(site?.envFrom).toEqual([
      { configMapRef: { name: 'pdfrest-site' } },
      { secretRef: { name: 'pdfrest-site' } },
    ])
    // The one variable set in the Deployment is built from the Secret only.
    for (const value of fromEnv.values())
      for (const [, name = ''] of value.matchAll(/\$\(([A-Z_]+)\)/g)) expect(secrets).toHaveProperty(name)
    expect(config).toMatchObject({ NODE_ENV: 'production', MOCKS: 'false' })
  })

  it('carry no secret: every value of the Secret is an empty placeholder', () => {
    expect(secret.data).toBeUndefined()
    expect(Object.values(secrets).every((value) => value === '')).toBe(true)
    for (const name of Object.keys(secrets)) expect(config).not.toHaveProperty(name)
  })

  it('run at least two replicas that roll one at a time, probed on the health route', () => {
    expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2)
    expect(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0)
    const port = site?.ports?.find((candidate) => candidate.name === 'http')
    expect(port?.containerPort).toBe(Number(config.PORT))
    for (const probe of [site?.readinessProbe, site?.livenessProbe, site?.startupProbe])
      expect(probe?.httpGet).toEqual({ path: HEALTH_PATH, port: 'http' })
    // A draining pod leaves the endpoints at its first 503.
    expect(site?.readinessProbe?.failureThreshold).toBe(1)
  })

  it('give the drain its time: preStop pause, then the shutdown delay and the 10 s drain, inside the grace period', () => {
    const command = site?.lifecycle?.preStop?.exec?.command ?? []
    expect(command.slice(0, 1)).toEqual(['/bin/sleep'])
    const pause = Number(command[1])
    expect(pause).toBeGreaterThan(0)
    const needed = pause + seconds('SHUTDOWN_DELAY_SECONDS') + DRAIN_MS / 1000
    expect(podSpec?.terminationGracePeriodSeconds).toBeGreaterThan(needed)
    // Liveness must not restart a pod while it drains (health answers 503 then).
    const liveness = site?.livenessProbe
    expect((liveness?.periodSeconds ?? 10) * (liveness?.failureThreshold ?? 3)).toBeGreaterThan(
      seconds('SHUTDOWN_DELAY_SECONDS') + DRAIN_MS / 1000,
    )
  })

  it('bound resources and run non-root on a read-only root, writing only to the image cache and tmp volumes', () => {
    for (const kind of ['requests', 'limits'] as const) {
      expect(site?.resources?.[kind]?.cpu, kind).toBeTruthy()
      expect(site?.resources?.[kind]?.memory, kind).toBeTruthy()
    }
    expect(site?.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    })
    expect(podSpec?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 })
    const mounts = new Map((site?.volumeMounts ?? []).map((mount) => [mount.mountPath, mount.name]))
    for (const path of [config.IMAGE_CACHE_DIR, '/tmp']) {
      const volume = podSpec?.volumes?.find((candidate) => candidate.name === mounts.get(path ?? ''))
      expect(volume?.emptyDir, path).toBeDefined()
    }
  })

  it('expose the pods through a Service and an Ingress, keep one through disruptions, and scale on CPU', () => {
    const labels = deployment.spec?.template.metadata?.labels ?? {}
    expect(deployment.spec?.selector.matchLabels).toEqual(labels)
    const service = one(Service, 'pdfrest-site')
    expect(service.spec?.selector).toEqual(labels)
    expect(service.spec?.ports?.[0]?.targetPort).toBe('http')
    const backend = one(Ingress, 'pdfrest-site').spec?.rules?.[0]?.http?.paths[0]?.backend.service
    expect(backend).toEqual({ name: 'pdfrest-site', port: { name: service.spec?.ports?.[0]?.name } })
    const budget = one(PodDisruptionBudget, 'pdfrest-site').spec
    expect(budget?.selector?.matchLabels).toEqual(labels)
    expect(Number(budget?.minAvailable)).toBeLessThan(deployment.spec?.replicas ?? 0)
    const autoscaler = one(HorizontalPodAutoscaler, 'pdfrest-site').spec
    expect(autoscaler?.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'pdfrest-site',
    })
    expect(autoscaler?.minReplicas).toBeGreaterThanOrEqual(2)
  })

  it('let Prometheus scrape each pod on its metrics port, which the Service does not expose', () => {
    const metricsPort = site?.ports?.find((candidate) => candidate.name === 'metrics')
    expect(metricsPort?.containerPort).toBe(Number(config.METRICS_PORT))
    expect(config.METRICS_PORT).not.toBe(config.PORT)
    const service = one(Service, 'pdfrest-site')
    expect(service.spec?.ports?.map((port) => port.targetPort)).not.toContain('metrics')
    const monitor = one(PodMonitor, 'pdfrest-site').spec
    expect(monitor.selector.matchLabels).toEqual(deployment.spec?.template.metadata?.labels)
    expect(monitor.podMetricsEndpoints?.[0]).toMatchObject({ port: 'metrics', path: METRICS_PATH })
  })

  it('scale on request rate too, from a series the PrometheusRule records', () => {
    const autoscaler = one(HorizontalPodAutoscaler, 'pdfrest-site').spec
    const perPod = autoscaler?.metrics?.find((metric) => metric.type === 'Pods')?.pods
    expect(perPod?.metric.name).toBe('pdfrest_http_requests_per_second')
    expect(Number(perPod?.target.averageValue)).toBeGreaterThan(0)
    const recorded = one(PrometheusRule, 'pdfrest-site')
      .spec?.groups?.flatMap((group) => group.rules ?? [])
      .find((rule) => rule.record === 'pdfrest:http_requests:rate1m')
    expect(recorded?.expr).toContain('by (namespace, pod)')
    // prometheus-adapter turns the recorded series into the metric the HPA asks for.
    expect(read('../../docs/operate.md')).toContain('as: pdfrest_http_requests_per_second')
  })

  it('point the site at the Valkey they run, which only the site may reach', () => {
    const valkey = one(Service, 'pdfrest-valkey')
    const redisUrl = site?.env?.find(({ name }) => name === 'REDIS_URL')?.value ?? ''
    expect(redisUrl).toMatch(new RegExp(`@${valkey.metadata?.name}:${valkey.spec?.ports?.[0]?.port}/`))
    expect(one(Deployment, 'pdfrest-valkey').spec?.template.metadata?.labels).toEqual(valkey.spec?.selector)
    const policy = one(NetworkPolicy, 'pdfrest-valkey').spec
    expect(policy?.ingress?.[0]?.from?.[0]?.podSelector?.matchLabels).toEqual(
      deployment.spec?.template.metadata?.labels,
    )
  })

  it('agree with the Containerfile on the user, the port and the image cache', () => {
    const containerfile = read('../../Containerfile')
    expect(containerfile).toMatch(/^USER 10001:10001$/m)
    expect(containerfile).toContain(`PORT=${config.PORT}`)
    expect(containerfile).toContain(`IMAGE_CACHE_DIR=${config.IMAGE_CACHE_DIR}`)
  })
})
