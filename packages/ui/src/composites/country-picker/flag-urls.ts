// Flags are the flag-icons package's own SVG files, bundled by Vite as URLs: no CDN, so they
// load offline and look the same in every screenshot. Only URLs are bundled here, not the files'
// contents (`no-inline`: Vite would otherwise write the small ones, most of them, into the script
// as data URLs, some 200 kB in front of the sign-in screens); a flag is fetched when it is shown.
const files = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byIso = new Map(
  Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -4), url]),
);

/** The URL of a country's 4:3 flag, by lower-case ISO 3166-1 alpha-2 code. */
export function flagUrl(iso2: string): string | undefined {
  return byIso.get(iso2.toLowerCase());
}
