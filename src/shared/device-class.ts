/** Device classes of the anonymous page-view counts; kept free of zod so the browser bundle stays small. */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Screen width in CSS pixels to a coarse device class: nothing finer is ever sent. */
export function deviceClassFor(viewportWidth: number): DeviceClass {
  if (viewportWidth < 640) return "phone";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}
