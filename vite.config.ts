import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './build/vite-plugin-site.ts';

export default defineConfig({
  plugins: [react(), sitePlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
