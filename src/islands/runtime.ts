/**
 * React and React DOM, alone: src/main.tsx imports this module a task before the route's islands
 * chunk, so evaluating React (the larger part of the islands' code) and evaluating the islands'
 * own modules are two tasks instead of one long one (vite.config.ts keeps React in a chunk of
 * its own for it).
 */
export { hydrateRoot } from 'react-dom/client';
