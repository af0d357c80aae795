import { describe, expect, it } from 'vitest';
import { FailureWindow } from '../../src/server/accounts/signinThrottle';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('FailureWindow', () => {
  it('allows attempts until the limit of failures in the window is reached', () => {
    const c = clock();
    const w = new FailureWindow(60_000, 100, c.now);
    for (let i = 0; i < 3; i++) {
      expect(w.retryAfter('a', 3)).toBe(0);
      w.record('a');
    }
    expect(w.retryAfter('a', 3)).toBe(60);
    expect(w.retryAfter('b', 3)).toBe(0);
  });

  it('frees a key as its oldest failures leave the window, and says how long to wait', () => {
    const c = clock();
    const w = new FailureWindow(60_000, 100, c.now);
    w.record('a');
    c.advance(20_000);
    w.record('a');
    expect(w.retryAfter('a', 2)).toBe(40);
    c.advance(40_001);
    expect(w.retryAfter('a', 2)).toBe(0);
  });

  it('treats a limit of 0 as no limit, and clear() forgets a key', () => {
    const w = new FailureWindow(60_000);
    for (let i = 0; i < 10; i++) w.record('a');
    expect(w.retryAfter('a', 0)).toBe(0);
    expect(w.retryAfter('a', 5)).toBeGreaterThan(0);
    w.clear('a');
    expect(w.retryAfter('a', 5)).toBe(0);
  });

  it('bounds its memory by forgetting the least recently failed keys', () => {
    const w = new FailureWindow(60_000, 3);
    for (const k of ['a', 'b', 'c', 'd']) w.record(k);
    expect(w.retryAfter('a', 1)).toBe(0);
    expect(w.retryAfter('d', 1)).toBeGreaterThan(0);
  });
});
