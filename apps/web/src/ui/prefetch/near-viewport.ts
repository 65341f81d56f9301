// One shared IntersectionObserver per margin: many links and sections, one observer.
type Callback = () => void;

const observers = new Map<string, { observer: IntersectionObserver; callbacks: Map<Element, Callback> }>();

/** Calls `onNear` once, when `element` comes within `marginPx` of the viewport. Returns a cleanup. */
export function whenNearViewport(element: Element, marginPx: number, onNear: Callback): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const key = `${marginPx}px`;
  let entry = observers.get(key);
  if (!entry) {
    const callbacks = new Map<Element, Callback>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          const callback = callbacks.get(record.target);
          callbacks.delete(record.target);
          observer.unobserve(record.target);
          callback?.();
        }
      },
      { rootMargin: `${marginPx}px` },
    );
    entry = { observer, callbacks };
    observers.set(key, entry);
  }
  const { observer, callbacks } = entry;
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}
