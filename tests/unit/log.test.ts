import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, currentRequestId, defaultLogFormat, REDACTED, runWithRequest } from '../../src/server/log';

function capture(format: 'json' | 'pretty' = 'json') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: 'info', format, destination });
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('log', () => {
  it('writes one JSON object per line with a level name and a time', () => {
    const { logger, records } = capture();
    logger.child({ scope: 'db' }).warn('PostgreSQL is reachable');
    logger.debug('below the level');
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({ level: 'warn', scope: 'db', msg: 'PostgreSQL is reachable' });
    expect(typeof records()[0].time).toBe('string');
  });

  it('redacts secrets at the top level and nested', () => {
    const { logger, lines, records } = capture();
    logger.info(
      {
        password: 'hunter2',
        user: { email: 'a@b.example', passwordHash: '$argon2id$v=19$abc', token: 'eyJ.abc.def' },
        req: { headers: { authorization: 'Bearer eyJ.abc.def', cookie: 'session=1', 'set-cookie': 'x=1' } },
        AUTH_SECRET: 'k'.repeat(40),
      },
      'signed in',
    );
    const [record] = records() as [Record<string, any>];
    expect(record.password).toBe(REDACTED);
    expect(record.user).toEqual({ email: 'a@b.example', passwordHash: REDACTED, token: REDACTED });
    expect(record.req.headers).toEqual({ authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED });
    expect(record.AUTH_SECRET).toBe(REDACTED);
    expect(lines.join('')).not.toMatch(/hunter2|argon2|eyJ|session=1|kkkk/);
  });

  it('puts the request id on every line logged inside runWithRequest, across awaits', async () => {
    const { logger, records } = capture();
    logger.info('outside');
    await Promise.all(
      ['req-1', 'req-2'].map((id) =>
        runWithRequest(id, async () => {
          expect(currentRequestId()).toBe(id);
          await new Promise((resolve) => setTimeout(resolve, 5));
          logger.child({ scope: 'api' }).info(`inside ${id}`);
        }),
      ),
    );
    logger.info('after');
    expect(currentRequestId()).toBeUndefined();
    const byMessage = Object.fromEntries(records().map((r) => [r.msg, r.requestId]));
    expect(byMessage).toEqual({
      outside: undefined,
      'inside req-1': 'req-1',
      'inside req-2': 'req-2',
      after: undefined,
    });
  });

  it('writes readable lines in the pretty format, with scope and request id', () => {
    const { logger, lines } = capture('pretty');
    runWithRequest('req-9', () => logger.child({ scope: 'db' }).info({ password: 'hunter2' }, 'ready'));
    const text = lines.join('');
    expect(text).toMatch(/INFO: \[db\] ready \(request req-9\)/);
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/^\{/);
  });

  it('writes an access line as one readable line in the pretty format', () => {
    const { logger, lines } = capture('pretty');
    runWithRequest('req-7', () => logger.info({ method: 'GET', path: '/products', status: 200, ms: 12.5 }, 'request'));
    expect(lines.join('')).toMatch(/INFO: GET \/products 200 12\.5 ms \(request req-7\)\n$/);
  });

  it('is readable on a terminal or in dev, and JSON for a log collector (LOG_FORMAT may say otherwise)', () => {
    expect(defaultLogFormat(true, false)).toBe('pretty');
    expect(defaultLogFormat(false, true)).toBe('pretty');
    expect(defaultLogFormat(false, false)).toBe('json');
  });

  it('never writes a generated admin password, however deep the result that carries it', () => {
    const { logger, lines } = capture();
    logger.info({ result: { admin: { email: 'a@b.example', generatedPassword: 'pw-xyz' } } }, 'database prepared');
    expect(lines.join('')).not.toContain('pw-xyz');
  });
});
