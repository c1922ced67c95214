/**
 * A bounded queue of expensive tasks: at most `concurrency` run at once and at most `maxWaiting`
 * wait; past that a task is refused at once, so work never piles up behind a flood.
 */
export function createTaskQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let active = 0
  const waiting: (() => void)[] = []

  // A finished task hands its slot to the next waiting one, or frees it.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active -= 1
  }

  return {
    /** The task's result, or undefined without running it when the queue is full. */
    tryRun<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (active < concurrency) {
        active += 1
        return Promise.resolve().then(task).finally(release)
      }
      if (waiting.length >= maxWaiting) return undefined
      return new Promise<void>((resolve) => {
        waiting.push(resolve)
      })
        .then(task)
        .finally(release)
    },
    stats: () => ({ running: active, waiting: waiting.length }),
  }
}
