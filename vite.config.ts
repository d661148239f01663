import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { buildTimeModules } from "./scripts/build-time-modules.ts";
import { iconModules } from "./scripts/icon-modules.ts";

// The web app lives in src/web; its build lands in dist/web, which the
// Fastify server serves (src/server/web/web.ts). In `npm run dev` Vite proxies the
// API to a server started with `npm run serve` on port 3000.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  // Only the installed app's icons (drawn by scripts/generate-app-icons.ts) are copied as they are, to /icons/.
  publicDir: "public",
  plugins: [buildTimeModules(), iconModules(), react(), tailwindcss(), ...(isSsrBuild ? [] : [installableApp()])],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Every browser the site supports knows <link rel="modulepreload">; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page is its own chunk (src/web/app/pages.ts); what they share comes in two files rather than a
        // dozen tiny ones: the libraries every page needs, and the app's shared code.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/ },
            // The ride's plan (the rider's settings on the device, the forecast's fetcher: src/web/lib/ride-*, battery-*) is
            // left out: only panels loaded after first paint use it, so it comes with them, never in the shared first load.
            // The copy helper, the map's dialog and the panels' list of start times are left to the chunks that use them;
            // the maps' steps go with Leaflet.
            // An icon (scripts/icon-modules.ts) drawn by two chunks or more joins them rather than a tiny file of its own.
            {
              name: "shared",
              test: /src[\\/]web[\\/](app|lib[\\/](?!ride-|battery-|use-steps|copy-text)|components[\\/](?!modal|start-time-options)|config)|^\0react-icons-fa:/,
              minShareCount: 2,
            },
            // Leaflet with react-leaflet and the site's own map helpers: one chunk by one name, fetched only by maps.
            // The maps' steps (src/web/lib/use-steps.ts) are only ever taken by the two maps, so they travel with Leaflet.
            { name: "leaflet", test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]|src[\\/]web[\\/](map[\\/]|lib[\\/]use-steps)/ },
          ],
        },
      },
    },
    reportCompressedSize: false,
  },
  // The map's cluster worker (src/web/features/routes/map/cluster-worker.ts) is started as a module worker.
  worker: { format: "es" },
  server: {
    proxy: { "/backend": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
}));

/**
 * The web app manifest and the service worker (docs/decisions/037): vite-plugin-pwa builds
 * src/web/features/offline/service-worker.ts into /service-worker.js with the list of the build's files for
 * Workbox to keep, and writes /manifest.webmanifest with its link in index.html. The page registers the
 * worker itself, after it has loaded (main.tsx).
 */
function installableApp() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "features/offline",
    filename: "service-worker.ts",
    injectRegister: false,
    manifestFilename: "manifest.webmanifest",
    includeManifestIcons: false,
    manifest: {
      name: "Rafhjól á Íslandi",
      short_name: "Rafhjól",
      description: "Rafhjólaleiðir á korti, viðburðir, tjaldsvæði, verslanir og góð ráð fyrir alla sem hjóla á rafmagnsfjallahjólum á Íslandi.",
      lang: "is",
      dir: "ltr",
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      // The palette's darkest brand colour (the logo's square, the header's theme colour) and the pages' stone background.
      theme_color: "#0f3b3a",
      background_color: "#fafaf9",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    injectManifest: {
      // The code and styles of every public page (the admin area's code is fetched only by the admin). The header
      // pictures are kept as pages are saved and with the offline page, not all fifteen at once.
      globPatterns: ["assets/*.{js,css,png}", "icons/*.png"],
      globIgnores: ["assets/admin-page-*.js"],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}
