// For everything that starts the built server (tests, budget, bench): exactly what `npm run serve`
// runs (`NAME=value ... node <args>`: its environment and V8 flags included), pointed at the build
// in ASTRO_OUT_DIR when that is set (parallel builds keep their own output).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `{ env, args }` for `spawn(process.execPath, args, { env: { ...env, ... } })`, run in `root`. */
export function serveCommand(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const words = scripts.serve.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node') throw new Error(`package.json "serve" should run node: ${scripts.serve}`);
  const outDir = process.env.ASTRO_OUT_DIR;
  const args = words.map((word) =>
    outDir && word.startsWith('dist/') ? path.join(outDir, word.slice('dist/'.length)) : word,
  );
  return { env, args };
}
