// jsdom lays nothing out: every width is 0. A test that needs a table wider than its box says so here.

/**
 * Until the returned function is called, every element measures `scrollWidth` wide inside a box
 * `clientWidth` wide (a 12-column table in a 390 px phone's region, say).
 */
export function pretendWidths({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  const proto = HTMLElement.prototype;
  const before = {
    scrollWidth: Object.getOwnPropertyDescriptor(proto, 'scrollWidth'),
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
  };
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => clientWidth });
  return () => {
    for (const [name, descriptor] of Object.entries(before)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else Reflect.deleteProperty(proto, name);
    }
  };
}
