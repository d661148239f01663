import type { ReactNode } from "react";

/** The cards' grid on every guide page: one column on phones, two from sm, three from lg. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
