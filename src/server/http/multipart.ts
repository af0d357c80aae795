// Streaming multipart/form-data reader for the admin's writes. busboy enforces the limits
// while the bytes arrive, so an oversized upload is refused without buffering all of it.
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { assertCleanText } from './controlText';
import { assertIdentityEncoding } from './endpoint';
import { HttpError, badRequest } from './httpError';

export interface UploadedFile {
  field: string;
  filename: string;
  /** what the client claims; informational only, storage/webpImages.ts decodes the bytes */
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartLimits {
  /** form fields whose files we keep; files in other fields are drained and ignored */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** message for the 400 when more than maxFiles arrive */
  tooManyFilesMessage: string;
  /** message for the 413 when one file is larger than maxFileBytes */
  fileTooLargeMessage: string;
  maxFields?: number;
  maxFieldBytes?: number;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** first value of a text field */
  get(name: string): string | undefined;
  getAll(name: string): string[];
}

const DEFAULT_MAX_FIELDS = 50;
const DEFAULT_MAX_FIELD_BYTES = 16 * 1024;

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type) || !/boundary=/i.test(type)) {
    throw badRequest('Send the form as multipart/form-data.');
  }
  assertIdentityEncoding(request);
  const maxFieldBytes = limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES;
  const maxFields = limits.maxFields ?? DEFAULT_MAX_FIELDS;
  // everything the limits allow, plus room for part headers and boundaries
  const maxTotal = limits.maxFiles * limits.maxFileBytes + maxFields * maxFieldBytes + 64 * 1024;
  if (Number(request.headers.get('content-length') ?? 0) > maxTotal) {
    throw new HttpError(413, 'Request body is too large.');
  }
  if (!request.body) throw badRequest('The form is empty.');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        parts: maxFields + limits.maxFiles + 10,
      },
    });
  } catch {
    throw badRequest('Send the form as multipart/form-data.');
  }

  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  const pending: Promise<void>[] = [];
  // the first problem wins; we keep reading (busboy discards what is over a limit) so the
  // client gets our answer instead of a reset connection
  let failure: HttpError | null = null;
  const fail = (err: HttpError) => {
    failure ??= err;
  };

  parser.on('field', (name: string | undefined, value, info) => {
    if (!name) {
      fail(badRequest('Every field of the form needs a name.'));
      return;
    }
    if (info.nameTruncated || info.valueTruncated) {
      fail(new HttpError(413, `${name}: the value is too long (at most ${maxFieldBytes} bytes).`));
      return;
    }
    try {
      assertCleanText('field name', name);
      assertCleanText(name, value);
      // busboy decodes fields leniently: a replacement character stands where the bytes were not
      // UTF-8 (or the character itself was sent, which no field of this shop means)
      if (value.includes('\uFFFD')) throw badRequest(`${name}: must be UTF-8 text.`);
    } catch (err) {
      fail(err as HttpError);
      return;
    }
    const list = fields.get(name) ?? [];
    list.push(value);
    fields.set(name, list);
  });
  parser.on('file', (name, stream, info) => {
    if (!limits.fileFields.includes(name) || failure) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    pending.push(
      new Promise<void>((resolve) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => fail(new HttpError(413, limits.fileTooLargeMessage)));
        stream.on('error', () => resolve());
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          // an HTML form's empty file input still sends a nameless, empty part: that is "no file"
          const nothingChosen = !info.filename && bytes.length === 0;
          if (!(stream as { truncated?: boolean }).truncated && !nothingChosen) {
            files.push({ field: name, filename: info.filename ?? '', mimeType: info.mimeType, bytes });
          }
          resolve();
        });
      }),
    );
  });
  parser.on('filesLimit', () => fail(badRequest(limits.tooManyFilesMessage)));
  parser.on('fieldsLimit', () => fail(badRequest('The form has too many fields.')));
  parser.on('partsLimit', () => fail(badRequest('The form has too many parts.')));

  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
  let received = 0;
  source.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxTotal) {
      fail(new HttpError(413, 'Request body is too large.'));
      source.destroy();
      parser.destroy();
    }
  });

  await new Promise<void>((resolve) => {
    parser.on('close', () => resolve());
    parser.on('error', () => {
      fail(badRequest('The form could not be read (malformed multipart body).'));
      resolve();
    });
    source.on('error', () => {
      fail(badRequest('The upload was interrupted.'));
      resolve();
    });
    source.on('close', () => {
      if (failure) resolve();
    });
    source.pipe(parser);
  });
  await Promise.all(pending);
  if (failure) throw failure;

  return {
    fields,
    files,
    get: (name) => fields.get(name)?.[0],
    getAll: (name) => fields.get(name) ?? [],
  };
}
