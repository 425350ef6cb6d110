import { abortError } from './sleep';

// setTimeout fires at once for anything beyond a signed 32-bit count of milliseconds: such a limit
// (`Infinity` included) means none.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs `task` with a signal of its own that aborts when the caller's `signal` does, or with
 * `timeoutError()` once `ms` have passed. Settles as soon as either happens, even when the task ignores
 * its signal (a custom fetch that never answers), so a call can never hang.
 */
export function withTimeout<T>(
  task: (signal: AbortSignal) => Promise<T>,
  ms: number,
  signal: AbortSignal | undefined,
  timeoutError: () => unknown,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => controller.abort(abortError(signal as AbortSignal));
  return new Promise<T>((resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (ms <= MAX_TIMER_MS) timer = setTimeout(() => controller.abort(timeoutError()), ms);
    task(controller.signal).then(resolve, reject);
  }).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  });
}
