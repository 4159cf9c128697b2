/**
 * Calls `run` at most once per `intervalMs`: a call inside the interval waits for its end, and only the latest
 * waiting call runs (the setter's last pick wins; the picks between are dropped). For a third-party service's
 * rate limit, such as Nominatim's one request a second.
 */
export function latestWinsThrottle<T>(run: (value: T) => void, intervalMs: number) {
  let lastRun = -Infinity;
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const fire = () => {
    timer = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    lastRun = Date.now();
    run(value);
  };

  return {
    call(value: T) {
      waiting = { value };
      if (timer) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    /** Drops a waiting call: the form is gone. */
    cancel() {
      waiting = null;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
