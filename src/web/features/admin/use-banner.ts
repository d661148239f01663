import { useCallback, useEffect, useRef, useState } from "react";

/** The admin's message banner disappears after 3 seconds. */
export const ADMIN_BANNER_MS = 3000;

export interface Banner {
  kind: "success" | "error";
  text: string;
}

export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((kind: Banner["kind"], text: string) => {
    window.clearTimeout(timer.current);
    setBanner({ kind, text });
    timer.current = window.setTimeout(() => setBanner(null), ADMIN_BANNER_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { banner, show };
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message !== "" ? error.message : "Unknown error";
}
