import type { ReactNode } from "react";

/**
 * A page's content column: 1200 px wide for the dynamic pages, 800 px for
 * static text pages. Every page has exactly one h1.
 */
export function Page({ title, width = "wide", children }: { title: string; width?: "wide" | "static"; children: ReactNode }) {
  return (
    <div className={`mx-auto w-full px-4 pt-8 ${width === "wide" ? "max-w-content" : "max-w-static"}`}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
