/**
 * The /routes filters' chunk: the panel, its texts, the filter and sort logic and the address's parser, loaded
 * together when the page opens (use-route-filters.ts), so none of it weighs on the site's first load.
 */
export { FilterPanel } from "./filter-panel.tsx";
export { filterSearchParams, parseFilterParams } from "./filter-params.ts";
export { storedRiderBattery, withNeed } from "./rider-battery.ts";
export { applyFilters, figuresById, needsFigures, regionsOf, sortedRoutes } from "./route-filters.ts";
