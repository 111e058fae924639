import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { matchCopies } from "./vite/match-copies";
import { requestCopies } from "./vite/request-copies";
import { routeMatchMemo } from "./vite/route-match-memo";

export default defineConfig(({ isSsrBuild, command }) => ({
  build: {
    // The server bundle starts at our Express app so that the database and the
    // request handler live in one module graph (one PGlite instance per process).
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  // React Router is bundled into the server build (one copy, used by the request handler and the
  // app alike) so that its route matching can be remembered per path (decision 017).
  ssr: command === "build" ? { noExternal: ["react-router"] } : undefined,
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), routeMatchMemo(), requestCopies(), matchCopies()],
}));
