import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../src/lib/session.ts';
import { resetObjectUrls } from './object-urls.ts';

// `findBy…` and `waitFor` wait up to 5 s instead of 1 s: CI machines are shared and a menu or a query
// can take longer than a second to appear under load, which is not what the tests check.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.HTMLElement.prototype.scrollIntoView = () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom has no canvas: answer as a browser without one (ECharts then measures text from its own
// table) instead of logging "Not implemented", which fails a test here.
window.HTMLCanvasElement.prototype.getContext = () => null;

// An unexpected console.error fails the test (Epic Stack habit).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The window is shared by the files of a worker (test/shared-jsdom-environment.ts): each file starts
// at the same address, with nothing stored, signed out and no notification left over. (Testing Library's cleanup
// removes what a test rendered; the body is not emptied, since Mantine keeps its shared portal node.)
cleanNotifications();
clearSession();
vi.useRealTimers();
vi.unstubAllGlobals();
document.title = '';
for (const attribute of [...document.documentElement.attributes]) {
  if (attribute.name !== 'lang') document.documentElement.removeAttribute(attribute.name);
}
Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
resetObjectUrls();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  if (name) document.cookie = `${name}=; path=/; max-age=0`;
}
