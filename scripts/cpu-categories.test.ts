import { describe, expect, it } from 'vitest'
import { categorize, categorizePerfScript } from './cpu-categories.ts'

const otel = (file: string) => `7f01 JS:+'fn file:///site/node_modules/@opentelemetry/${file}:1:1`
const site = '7f02 JS:^observeRequest file:///site/dist/server/server.js:1:1'
const contextWith = otel('context-async-hooks/dist/AsyncLocalStorageContextManager.mjs')

describe('categorize', () => {
  it("charges tracing only for its own frames, not for the request run inside the context's `with`", () => {
    expect(categorize('MainThread', ['1 Builtins_LoadIC', otel('sdk-trace/dist/Tracer.mjs'), site])).toBe(
      'tracing: spans and context',
    )
    expect(categorize('MainThread', ['1 Builtins_LoadIC', '7f03 JS:writev', contextWith, site])).toBe(
      'rest of the main thread',
    )
  })

  it('tells the export, MSW, GC and brotli apart, on the main thread and off it', () => {
    expect(
      categorize('MainThread', [
        'JS:serializeRequest',
        otel('sdk-trace/dist/export/BatchSpanProcessorBase.mjs'),
      ]),
    ).toBe('tracing: export (serialize, send)')
    expect(
      categorize('MainThread', ['JS:construct file:///site/node_modules/@mswjs/interceptors/x.js:1:1', site]),
    ).toBe('MSW in the served process')
    expect(categorize('MainThread', ['v8::internal::ScavengerCollector::CollectGarbage', site])).toBe(
      'GC on the main thread',
    )
    expect(categorize('V8Worker', ['v8::internal::ConcurrentMarking::RunMajor'])).toBe('V8 helpers: GC')
    expect(categorize('V8Worker', ['v8::internal::maglev::MaglevCompilationInfo::Run'])).toBe(
      'V8 helpers: compiling, other',
    )
    expect(categorize('libuv-worker', ['BrotliEncoderCompressStream'])).toBe('brotli')
  })
})

describe('categorizePerfScript', () => {
  it("counts each of perf script's blocks once, by its thread and stack", () => {
    const text = [
      'MainThread \n\t 1 Builtins_LoadIC\n\t 7f01 JS:+startSpan file:///site/node_modules/@opentelemetry/sdk-trace/dist/Tracer.mjs:40:11\n',
      'V8Worker \n\t 2 v8::internal::ConcurrentMarking::RunMajor\n\t 3 start_thread\n',
      'MainThread \n\t 4 _int_malloc\n\t 1 [unknown]\n',
      '',
    ].join('\n')
    expect(Object.fromEntries(categorizePerfScript(text))).toEqual({
      'tracing: spans and context': 1,
      'V8 helpers: GC': 1,
      'rest of the main thread': 1,
    })
  })
})
