/**
 * One abort listener on a shared signal, however many units of work hang off it. Every device of a
 * run used to hand the run's signal to its own adb calls, so from 11 devices on Node warned
 * "MaxListenersExceededWarning … abort listeners added to [AbortSignal]"; each unit of work now
 * gets a child signal of its own, and only the fan-out listens to the shared one.
 */
export class AbortFanOut implements Disposable {
  private readonly children = new Set<AbortController>();
  private readonly onAbort = () => {
    for (const c of this.children) c.abort(this.parent.reason);
    this.children.clear();
    this.then?.();
  };

  /** `then` runs once the children are aborted (the scheduler wakes its waiting workers). */
  constructor(
    private readonly parent: AbortSignal,
    private readonly then?: () => void,
  ) {
    parent.addEventListener('abort', this.onAbort, { once: true });
  }

  /** A signal that aborts with the shared one; `release` it when its unit of work ends. */
  child(): { signal: AbortSignal; release: () => void } {
    const c = new AbortController();
    if (this.parent.aborted) c.abort(this.parent.reason);
    else this.children.add(c);
    return { signal: c.signal, release: () => this.children.delete(c) };
  }

  /** Stop listening to the shared signal (it may outlive this run: a heal loop reruns with it). */
  [Symbol.dispose](): void {
    this.parent.removeEventListener('abort', this.onAbort);
    this.children.clear();
  }
}
