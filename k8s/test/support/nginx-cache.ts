// Which Cache-Control an nginx server block sends for a path: exact locations first, then the
// first matching regex, then the longest prefix (nginx's own order).
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

export function cacheControlFor(conf: string, path: string): string | undefined {
  const locations = locationsOf(conf);
  const chosen =
    locations.find((location) => location.modifier === '=' && location.pattern === path) ??
    locations.find((location) => location.modifier === '~' && new RegExp(location.pattern).test(path)) ??
    locations
      .filter((location) => location.modifier === '' && path.startsWith(location.pattern))
      .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  return chosen ? /add_header\s+Cache-Control\s+"([^"]+)"/.exec(chosen.body)?.[1] : undefined;
}
