/** Unit-test setup: unmount rendered trees and reset page-level state between tests. */
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
});
