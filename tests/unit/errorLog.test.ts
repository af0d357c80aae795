import { describe, expect, it } from 'vitest';
import { describeForLog, isDatabaseUnavailable } from '../../src/server/db/outage';

class DrizzleQueryError extends Error {}

function queryError(code: string, cause: Partial<Error & { code: string; routine: string }> = {}) {
  const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code,
    routine: 'report_invalid_encoding',
    ...cause,
  });
  return new DrizzleQueryError('Failed query: insert into users ... params: Ann,$argon2id$v=19$m=19456,secret-hash', {
    cause: pgError,
  });
}

describe('describeForLog', () => {
  it('gives the class and SQLSTATE of a database error, never its SQL or parameters', () => {
    const line = describeForLog(queryError('22021'));
    expect(line).toContain('code=22021');
    expect(line).toContain('DrizzleQueryError');
    expect(line).not.toMatch(/argon2|params|insert into|secret-hash/);
  });

  it('names connection failures by their code', () => {
    const refused = new DrizzleQueryError('Failed query: select 1 params: x', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(describeForLog(refused)).toContain('code=ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(queryError('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(queryError('23505'))).toBe(false);
  });
});
