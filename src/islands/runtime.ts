/**
 * The components' runtime alone (Preact with its React layer, build/preact.ts): src/main.tsx
 * imports this module a task before the route's islands chunk, so evaluating the runtime and
 * evaluating the islands' own modules are two tasks instead of one (vite.config.ts keeps the
 * runtime in a chunk of its own for it).
 */
export { hydrateRoot } from 'react-dom/client';
