import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and in the first render in the browser (hydration), true once the component has mounted
 * in the browser: what depends on the browser (Leaflet, local storage) renders only then, so the first render
 * matches the server's HTML. The switch is a transition: the render it causes runs in slices of a few
 * milliseconds (an external store's value that differs after hydration would force a synchronous one).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
