/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after
 * load), for work that must happen soon but must not compete with the first paint. Returns a cancel.
 * Safari has no requestIdleCallback: there a short timer stands in.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const go = () => {
    if (!cancelled) task();
  };
  const run = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: timeoutMs });
      cancelWait = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(go, 200);
      cancelWait = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelWait();
  };
}
