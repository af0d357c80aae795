import { describe, expect, it } from 'vitest';
import { readMultipart, type MultipartLimits } from '../../src/server/http/multipart';
import { HttpError } from '../../src/server/http/httpError';

const limits: MultipartLimits = {
  fileFields: ['images'],
  maxFiles: 2,
  maxFileBytes: 1000,
  tooManyFilesMessage: 'Too many images.',
  fileTooLargeMessage: 'Image too large.',
  maxFieldBytes: 100,
};

function formRequest(form: FormData): Request {
  return new Request('http://shop.test/api/products', { method: 'POST', body: form });
}

function blob(size: number, fill = 1): Blob {
  return new Blob([new Uint8Array(size).fill(fill)]);
}

async function failure(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('expected the read to fail');
}

describe('readMultipart', () => {
  it('reads repeated text fields and the files of the named field', async () => {
    const form = new FormData();
    form.append('name', 'Phone');
    form.append('deletedImages', 'a');
    form.append('deletedImages', 'b');
    form.append('images', blob(10, 7), 'one.png');
    form.append('images', blob(20, 8), 'two.jpg');
    const parsed = await readMultipart(formRequest(form), limits);
    expect(parsed.get('name')).toBe('Phone');
    expect(parsed.getAll('deletedImages')).toEqual(['a', 'b']);
    expect(parsed.files.map((f) => [f.field, f.filename, f.bytes.length, f.bytes[0]])).toEqual([
      ['images', 'one.png', 10, 7],
      ['images', 'two.jpg', 20, 8],
    ]);
  });

  it('drains files sent under other field names', async () => {
    const form = new FormData();
    form.append('avatar', blob(10), 'x.png');
    form.append('name', 'after the file');
    const parsed = await readMultipart(formRequest(form), limits);
    expect(parsed.files).toEqual([]);
    expect(parsed.get('name')).toBe('after the file');
  });

  it('answers 413 with the given message when one file is over the limit', async () => {
    const form = new FormData();
    form.append('images', blob(1001), 'big.png');
    expect(await failure(readMultipart(formRequest(form), limits))).toEqual({
      status: 413,
      message: 'Image too large.',
    });
  });

  it('answers 400 with the given message when there are too many files', async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append('images', blob(5), `${i}.png`);
    expect(await failure(readMultipart(formRequest(form), limits))).toEqual({
      status: 400,
      message: 'Too many images.',
    });
  });

  it('answers 413 naming the field when a text field is too long', async () => {
    const form = new FormData();
    form.append('description', 'x'.repeat(101));
    const { status, message } = await failure(readMultipart(formRequest(form), limits));
    expect(status).toBe(413);
    expect(message).toMatch(/^description:/);
  });

  it('answers 413 when the declared body is larger than all limits together', async () => {
    const req = new Request('http://shop.test/api/products', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      body: '--x--',
    });
    expect((await failure(readMultipart(req, limits))).status).toBe(413);
  });

  it('answers 400 for JSON, a missing boundary and a malformed body', async () => {
    const json = new Request('http://shop.test/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await failure(readMultipart(json, limits))).status).toBe(400);
    const noBoundary = new Request('http://shop.test/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect((await failure(readMultipart(noBoundary, limits))).status).toBe(400);
    const malformed = new Request('http://shop.test/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect((await failure(readMultipart(malformed, limits))).status).toBe(400);
  });
});

describe('readMultipart and odd forms', () => {
  const raw = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://shop.test/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', ...headers },
      body,
    });

  it('answers 400 for a field without a name', async () => {
    const body = '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n';
    expect(await failure(readMultipart(raw(body), limits))).toEqual({
      status: 400,
      message: 'Every field of the form needs a name.',
    });
  });

  it('answers 400 naming the field when its bytes are not UTF-8', async () => {
    const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\ncaf');
    const tail = new TextEncoder().encode('\r\n--b--\r\n');
    const body = Uint8Array.from([...head, 0xe9, 0xff, ...tail]);
    expect(await failure(readMultipart(raw(body), limits))).toEqual({
      status: 400,
      message: 'name: must be UTF-8 text.',
    });
    // a part that names its charset is decoded with it
    const latin1 = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: text/plain; charset=latin1\r\n\r\ncaf',
    );
    const parsed = await readMultipart(raw(Uint8Array.from([...latin1, 0xe9, ...tail])), limits);
    expect(parsed.get('name')).toBe('café');
  });

  it('answers 415 for a compressed form', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n';
    expect((await failure(readMultipart(raw(body, { 'content-encoding': 'gzip' }), limits))).status).toBe(415);
  });
});

describe('readMultipart and empty file inputs', () => {
  it('treats the empty part of an untouched file input as no file', async () => {
    const boundary = 'b0undary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="images"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Speaker',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const req = new Request('http://shop.test/', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const parsed = await readMultipart(req, limits);
    expect(parsed.files).toEqual([]);
    expect(parsed.get('name')).toBe('Speaker');
  });
});
