#!/usr/bin/env node
// The server's modules as a graph: which module imports which (tests left out), and the circles
// among them. Run by `pnpm lint`, which fails on a circle, or when a module's wall is down: each
// module tries, through the lint itself, to import another's inner file (it must be refused) and
// its index.ts (it must pass). `--print` also lists every edge with how many imports make it, and
// the largest files.
//
//   node scripts/server-modules.mjs [--print]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = new URL('../apps/server/src/', import.meta.url).pathname;
const MODULES = join(ROOT, 'modules');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const modules = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());
/** module → module it imports → how many import statements. */
const edges = new Map(modules.map((name) => [name, new Map()]));
// `from '../x/…'`, `import('../x/…')` and `export … from '../x/…'`, inside a module.
const CROSS = /(?:from|import\()\s*'\.\.\/([a-z-]+)\//g;

for (const module of modules) {
  for (const file of sourceFiles(join(MODULES, module))) {
    for (const [, target] of readFileSync(file, 'utf8').matchAll(CROSS)) {
      if (target === module || !edges.has(target)) continue;
      const out = edges.get(module);
      out.set(target, (out.get(target) ?? 0) + 1);
    }
  }
}

/** Tarjan's strongly connected components: every circle, as the modules it ties. */
function circles() {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node).keys()) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const module of modules) if (!order.has(module)) visit(module);
  return found;
}

const found = circles();
if (process.argv.includes('--print')) {
  let total = 0;
  for (const [module, out] of edges) {
    const list = [...out].sort(([a], [b]) => a.localeCompare(b));
    total += list.reduce((sum, [, count]) => sum + count, 0);
    console.log(`${module} → ${list.map(([to, count]) => `${to} (${count})`).join(', ') || '—'}`);
  }
  console.log(`\n${total} imports cross from one module into another`);
  const sizes = sourceFiles(ROOT)
    .map((file) => [relative(ROOT, file), readFileSync(file, 'utf8').split('\n').length])
    .sort((a, b) => b[1] - a[1])
    .filter(([file]) => !file.startsWith('generated/'))
    .slice(0, 8);
  console.log('\nlargest files (lines):');
  for (const [file, lines] of sizes) console.log(`  ${lines}  ${file}`);
}
if (found.length > 0) {
  console.error('The server’s modules import each other in a circle:');
  for (const circle of found) {
    const path = circle.map(
      (m) => `${m} → ${[...edges.get(m).keys()].filter((t) => circle.includes(t)).join(', ')}`,
    );
    console.error(`  ${path.join('; ')}`);
  }
  console.error(
    'Move what both need down into a module below both (docs/decisions.md, "Server modules").',
  );
  process.exit(1);
}

/** Lints two lines as if they were a file of `from`; the messages of the walls' rule. */
async function wallMessages(eslint, from, specifier) {
  const text = `import * as probe from '${specifier}';\nexport const wallProbe = probe;\n`;
  const filePath = join(MODULES, from, 'wall-probe.ts');
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

/** A module's files other than its index: what its wall hides. */
const innerFile = (module) =>
  sourceFiles(join(MODULES, module))
    .map((file) => relative(join(MODULES, module), file))
    .find((file) => file !== 'index.ts');

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const breaches = [];
const walled = modules.filter((module) =>
  statSync(join(MODULES, module, 'index.ts'), { throwIfNoEntry: false }),
);
for (const module of modules) {
  // Each module probes the next walled one, so every wall is tried from one side.
  const neighbour = walled[(walled.indexOf(module) + 1) % walled.length];
  if (neighbour === module || neighbour === undefined) continue;
  const inner = innerFile(neighbour);
  if (!inner) continue;
  const through = `../${neighbour}/${inner.replace(/\.ts$/, '.js')}`;
  if ((await wallMessages(eslint, module, through)).length === 0) {
    breaches.push(`modules/${module} may import ${through}`);
  }
  const index = `../${neighbour}/index.js`;
  if ((await wallMessages(eslint, module, index)).length > 0) {
    breaches.push(`modules/${module} may not import ${index}`);
  }
}
if (breaches.length > 0) {
  console.error('A server module\'s wall is down (eslint.config.js, "server\'s modules"):');
  for (const breach of breaches) console.error(`  ${breach}`);
  process.exit(1);
}
console.log(
  `server modules: ${modules.length}, no circles, each module's wall refuses another's inside`,
);
