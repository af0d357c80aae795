// Runs a Node program of the repository to its end, as a person would start it from a shell:
// the test's environment without Vitest's loader options and without the shop settings the test
// does not give on purpose (so a developer's own DATABASE_URL or bucket never leaks in).
import { spawn } from 'node:child_process';

export interface NodeRun {
  code: number | null;
  /** stdout and stderr, as they came */
  output: string;
}

const LEFT_OUT_UNLESS_GIVEN = ['NODE_OPTIONS', 'DATABASE_URL', 'S3_BUCKET', 'AUTH_SECRET'];

export function runNode(cwd: string, args: string[], env: Record<string, string>): Promise<NodeRun> {
  const childEnv: Record<string, string> = { ...(process.env as Record<string, string>), ...env };
  for (const name of LEFT_OUT_UNLESS_GIVEN) if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
