// Why: V8 compiles the first load's functions off the main thread while they stream in (decision 027).
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+; a plain comment elsewhere) on the chunks a first visit runs at
 * once: the entry with what it imports statically, and the landing screens' chunks with theirs. V8 then
 * compiles their functions while the file streams in, on a background thread, instead of on the main
 * thread the first time each is called, the bulk of start-up's CPU on a phone (decision 027).
 */
export function compileHintsOnFirstLoad(roots: RegExp): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'colabora:compile-hints',
    apply: 'build',
    // After minification, which drops comments, and after Vite has put its own code at the top; before
    // the .br and .gz copies are made. The file names' hashes were computed without the comment; it is
    // the same on every build, so a name still stands for one content.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const firstLoad = new Set<string>();
        const todo = chunks.filter((c) => c.isEntry || roots.test(c.name)).map((c) => c.fileName);
        for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
          const chunk = byFile.get(f);
          if (!chunk || firstLoad.has(f)) continue;
          firstLoad.add(f);
          chunk.code = HINT + chunk.code;
          todo.push(...chunk.imports);
        }
      },
    },
  };
}
