import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle starts at our Express app so that the database and the
    // request handler live in one module graph (one PGlite instance per process).
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
