import { type RefCallback, startTransition, useCallback, useEffect, useState } from "react";

/**
 * False until any part of the element has been on screen, then true for good. A part of a page that costs a phone
 * much work (a map: its code, its tiles) is built once the visitor scrolls to it, or at once on a screen tall
 * enough to show it, not while the page opens. Without IntersectionObserver it is true at once.
 *
 * It watches only while `watching` is true: a page whose parts above the element are drawn later (after
 * hydration, or when some data comes) passes false until then, so the element is judged where it ends up, not
 * where the server's HTML first put it. For the same reason no margin around the screen counts as on it.
 */
export function useSeenOnScreen<T extends Element>(watching = true): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || element === null || !watching) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startTransition(() => setSeen(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, watching]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, seen];
}
