// A shop's first start as a newcomer sees it: a line before the long creation and seeding, the
// address the server really listens on, and a generated admin password that never reaches the
// log: kept in DATA_DIR/initial-admin-password (mode 600) until an admin first signs in. The
// log is JSON when standard output is not a terminal (here, a pipe), readable with LOG_FORMAT.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { startServer, type TestServer } from './harness';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the first start', () => {
  it('says it is preparing, keeps the generated password out of the log in a 0600 file, and removes it at the first sign-in', async () => {
    // no ADMIN_* settings and a new data dir: a database to create, seed and give an admin
    const server = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    servers.push(server);
    const file = path.join(server.dataDir, 'initial-admin-password');
    const password = (await readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const output = server.output();
    expect(output).not.toContain(password);
    const lines = jsonLines(output);
    const preparing = lines.findIndex(
      (l) => l.msg === 'Preparing the database and the sample shop (first start takes about 30 s)...',
    );
    const running = lines.findIndex((l) => String(l.msg).startsWith('Shop running at'));
    expect(preparing).toBeGreaterThanOrEqual(0);
    expect(running).toBeGreaterThan(preparing);
    // the address it listens on (HOST=127.0.0.1 here), and where the password is
    expect(lines[running]).toMatchObject({ url: server.url, adminEmail: 'admin@shop.local', passwordFile: file });
    expect(String(lines[running].msg)).toContain(`Admin password: in ${file}`);

    const wrong = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: 'admin@shop.local', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(existsSync(file)).toBe(true);
    const signedIn = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: 'admin@shop.local', password },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user.role).toBe('admin');
    expect(existsSync(file)).toBe(false);
    await expect.poll(() => server.output()).toContain('removed');
    expect(server.output()).not.toContain(password);
  }, 300_000);

  it('LOG_FORMAT=pretty writes readable lines even without a terminal', async () => {
    const server = await startServer({ LOG_FORMAT: 'pretty' });
    servers.push(server);
    await server.api('/api/health');
    await expect.poll(() => server.output()).toMatch(/INFO: .*Shop running at http:\/\/127\.0\.0\.1:\d+/);
    expect(jsonLines(server.output())).toEqual([]);
  });
});
