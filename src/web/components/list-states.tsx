import type { ReactNode } from "react";

/** The loading, error and empty messages every list shows. */
export function ListMessage({ tone = "info", children }: { tone?: "info" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-xl px-4 py-6 text-center ${tone === "error" ? "bg-red-50 text-red-800" : "bg-white text-slate-600 shadow-sm"}`}
    >
      {children}
    </p>
  );
}
