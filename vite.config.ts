import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The web app lives in src/web; its build lands in dist/web, which the
// Fastify server serves (src/server/web.ts). In `npm run dev` Vite proxies the
// API to a server started with `npm run serve` on port 3000.
export default defineConfig({
  root: "src/web",
  publicDir: false,
  plugins: [react(), tailwindcss()],
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
            { name: "shared", test: /src[\\/]web[\\/](app|lib|components|config)/, minShareCount: 2 },
          ],
        },
      },
    },
    reportCompressedSize: false,
  },
  // The map's cluster worker (src/web/features/routes/cluster-worker.ts) is started as a module worker.
  worker: { format: "es" },
  server: {
    proxy: { "/backend": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
});
