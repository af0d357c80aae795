import { describe, expect, it } from 'vitest';
import { assertJsonStructure, MAX_JSON_DEPTH, readJson } from '../../src/server/http/endpoint';
import { HttpError } from '../../src/server/http/httpError';

function post(body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Request {
  return new Request('http://shop.test/api/auth/signup', { method: 'POST', body, headers });
}

async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('expected the read to be refused');
}

const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}1${']'.repeat(depth - 1)}}`;

describe('readJson', () => {
  it('reads a JSON object, charset utf-8 or none, any letter case in the type', async () => {
    expect(await readJson(post('{"email":"a@shop.test","n":[1,{"x":"é"}]}'))).toEqual({
      email: 'a@shop.test',
      n: [1, { x: 'é' }],
    });
    for (const type of ['application/json; charset=UTF-8', 'Application/JSON', 'application/json;charset="utf8"'])
      expect(await readJson(post('{"a":1}', { 'Content-Type': type }))).toEqual({ a: 1 });
  });

  it(`takes ${MAX_JSON_DEPTH} levels of nesting and refuses one more with a clear 400`, async () => {
    expect(await readJson(post(nested(MAX_JSON_DEPTH)))).toBeTruthy();
    expect(await refusal(readJson(post(nested(MAX_JSON_DEPTH + 1))))).toEqual({
      status: 400,
      message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    });
    // the call stack is never what stops it
    expect((await refusal(readJson(post(`{"email":${'['.repeat(30_000)}${']'.repeat(30_000)}}`)))).status).toBe(400);
  });

  it('refuses a key sent twice in one object, naming it', async () => {
    expect(await refusal(readJson(post('{"status":"active","status":"blocked"}')))).toEqual({
      status: 400,
      message: '"status": the key appears twice in one object.',
    });
    // an escape is the same key
    expect((await refusal(readJson(post('{"a":1,"\\u0061":2}')))).status).toBe(400);
    expect((await refusal(readJson(post('{"x":{"b":1,"b":2}}')))).status).toBe(400);
    // the same key in two objects, and key-like text inside strings, are fine
    expect(await readJson(post('{"x":{"b":1},"y":{"b":2},"s":"\\"b\\": {\\"b\\":","t":["b","b"]}'))).toEqual({
      x: { b: 1 },
      y: { b: 2 },
      s: '"b": {"b":',
      t: ['b', 'b'],
    });
  });

  it('refuses bytes that are not UTF-8, a BOM and other charsets', async () => {
    const bad = Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect(await refusal(readJson(post(bad)))).toEqual({
      status: 400,
      message: 'The request body is not valid UTF-8.',
    });
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{}')]);
    expect((await refusal(readJson(post(bom)))).status).toBe(400);
    for (const charset of ['latin1', 'utf-16', 'iso-8859-1'])
      expect(
        (await refusal(readJson(post('{}', { 'Content-Type': `application/json; charset=${charset}` })))).status,
      ).toBe(415);
  });

  it('refuses a compressed body with 415 and anything but application/json with 400', async () => {
    for (const encoding of ['gzip', 'br', 'deflate, gzip'])
      expect(
        await refusal(readJson(post('{}', { 'Content-Type': 'application/json', 'Content-Encoding': encoding }))),
      ).toEqual({ status: 415, message: 'Send the body uncompressed (no Content-Encoding).' });
    expect(await readJson(post('{}', { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' }))).toEqual(
      {},
    );
    for (const type of ['text/plain', 'text/plain; x=application/json', 'application/jsonx', ''])
      expect((await refusal(readJson(post('{}', type ? { 'Content-Type': type } : {})))).status).toBe(400);
  });

  it('refuses what is not one JSON object', async () => {
    for (const text of ['', ' ', 'null', '12', '"s"', '[]', '[{}]', '{}{}', '{"a":NaN}', '{"a":Infinity}', "{'a':1}"])
      expect((await refusal(readJson(post(text)))).status, text).toBe(400);
  });

  it('refuses a body over the limit with 413 while it arrives, without a Content-Length', async () => {
    const chunk = new TextEncoder().encode(`{"a":"${'x'.repeat(70_000)}"}`);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request('http://shop.test/api/x', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await refusal(readJson(request))).status).toBe(413);
  });
});

describe('assertJsonStructure', () => {
  it('counts brackets inside strings as text', () => {
    expect(() => assertJsonStructure(`{"a":"${'['.repeat(100)}"}`)).not.toThrow();
    expect(() => assertJsonStructure(`{"a":"\\\\","b":"\\"{"}`)).not.toThrow();
  });
});
