// Which Cache-Control (or other header) an nginx server block sends for a path: exact locations
// first, then the first matching regex, then the longest prefix (nginx's own order).
interface Location {
  modifier: '=' | '~' | '';
  pattern: string;
  body: string;
}

function locationsOf(conf: string): Location[] {
  return [...conf.matchAll(/location\s+(=|~)?\s*("[^"]+"|\S+)\s*\{([^}]*)\}/g)].map((match) => ({
    modifier: (match[1] ?? '') as Location['modifier'],
    pattern: (match[2] ?? '').replace(/^"|"$/g, ''),
    body: match[3] ?? '',
  }));
}

/** The value of the header `name` that the location nginx picks for `path` adds, if any. */
export function headerFor(conf: string, path: string, name: string): string | undefined {
  const locations = locationsOf(conf);
  const chosen =
    locations.find((location) => location.modifier === '=' && location.pattern === path) ??
    locations.find((location) => location.modifier === '~' && new RegExp(location.pattern).test(path)) ??
    locations
      .filter((location) => location.modifier === '' && path.startsWith(location.pattern))
      .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return chosen ? new RegExp(`add_header\\s+${escaped}\\s+"([^"]+)"`, 'i').exec(chosen.body)?.[1] : undefined;
}

export function cacheControlFor(conf: string, path: string): string | undefined {
  return headerFor(conf, path, 'Cache-Control');
}
