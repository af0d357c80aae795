// Starts the repository's programs as a person would from a shell: with the test's environment,
// less Vitest's loader options and the shop settings the test does not give on purpose (so a
// developer's own DATABASE_URL or bucket never leaks in). `runNode` runs one to its end; the API
// harness starts the server with `childEnvironment` and keeps it running.
import { spawn } from 'node:child_process';

export interface NodeRun {
  code: number | null;
  /** stdout and stderr, as they came */
  output: string;
}

const LEFT_OUT_UNLESS_GIVEN = ['NODE_OPTIONS', 'DATABASE_URL', 'S3_BUCKET', 'AUTH_SECRET'];

/** The environment for a repository program: the test's own, minus the above, plus `given`. */
export function childEnvironment(given: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...given };
  for (const name of LEFT_OUT_UNLESS_GIVEN) if (!(name in given)) delete env[name];
  return env;
}

export function runNode(cwd: string, args: string[], env: Record<string, string>): Promise<NodeRun> {
  const child = spawn(process.execPath, args, { cwd, env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
