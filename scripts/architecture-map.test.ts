import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/architecture.md is the repository's map; this fails when the code grows a place the map
 * does not name: a feature folder or one of its sub-folders, a query module, a server route module,
 * a store or a job.
 */
const MAP = readFileSync('docs/architecture.md', 'utf8');

const isCode = (name: string) =>
  /\.tsx?$/.test(name) && !/\.(test|spec|fixture)\.tsx?$/.test(name) && !name.includes('.gen.');
const folders = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((n) => statSync(join(dir, n)).isDirectory()) : [];
const modules = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((n) => isCode(n) && !n.startsWith('test-')) : [];

const places = [
  ...folders('src/features').flatMap((feature) => [
    `src/features/${feature}/`,
    ...folders(`src/features/${feature}`).map((sub) => `src/features/${feature}/${sub}/`),
  ]),
  ...modules('src/queries').map((file) => `src/queries/${file}`),
  ...modules('server/routes').map((file) => `server/routes/${file}`),
  ...modules('server/stores').map((file) => `server/stores/${file}`),
  ...modules('server/jobs').map((file) => `server/jobs/${file}`),
];

/** A place counts as named when the map has its path, or its file name beside its folder's path. */
function named(place: string): boolean {
  if (MAP.includes(place) || MAP.includes(place.replace(/\/$/, ''))) return true;
  const folder = place.slice(0, place.lastIndexOf('/', place.length - 2) + 1);
  const name = place.slice(folder.length).replace(/\/$/, '');
  return MAP.includes(folder) && new RegExp(`\`${name.replace('.', '\\.')}\``).test(MAP);
}

describe('docs/architecture.md', () => {
  it('names every feature folder, query module, route module, store and job', () => {
    expect(places.length).toBeGreaterThan(20);
    expect(places.filter((place) => !named(place))).toEqual([]);
  });
});
