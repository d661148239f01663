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
    reportCompressedSize: false,
  },
  server: {
    proxy: { "/backend": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
});
