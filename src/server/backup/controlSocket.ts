// The running shop's control socket, DATA_DIR/control.sock: how `npm run backup` asks the
// process that holds the embedded database (one process per data dir, ../db/lock.ts) for a
// backup. A unix socket with mode 600: only the account the shop runs as can use it, and no
// port is opened. One line asks ("backup\n"); the answer is one JSON line, then the archive.
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { config } from '../config';
import type { Db } from '../db/client';
import { onShutdown } from '../lifecycle';
import { log } from '../log';
import { writeBackup } from './backup';

export const CONTROL_SOCKET = 'control.sock';

const socketLog = log.child({ scope: 'backup' });

interface Reply {
  ok: boolean;
  message?: string;
}

const MAX_REQUEST_BYTES = 64;
const REQUEST_TIMEOUT_MS = 5_000;

/** The first line a peer sends, or null when it sends none in time. */
function readLine(socket: net.Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const done = (line: string | null) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.setTimeout(0);
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) done(text.slice(0, end).trim());
      else if (text.length > MAX_REQUEST_BYTES) done(null);
    };
    const onEnd = () => done(null);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => done(null));
  });
}

const replyLine = (reply: Reply) => JSON.stringify(reply) + '\n';

/**
 * Listens on DATA_DIR/control.sock while the shop runs on the embedded database (the host calls
 * it once the database is open, so this process holds the data dir and a socket file left by a
 * process that died is stale). Closed, and its file removed, at shutdown.
 */
export async function startControlSocket(getDb: () => Promise<Db>): Promise<void> {
  if (config.databaseUrl) return;
  const socketPath = path.join(config.dataDir, CONTROL_SOCKET);
  await fs.rm(socketPath, { force: true });
  let busy = false;
  const server = net.createServer((socket) => {
    socket.on('error', (err) => socketLog.warn(`control socket: ${err.message}`));
    void (async () => {
      const command = await readLine(socket);
      if (command !== 'backup') return socket.end(replyLine({ ok: false, message: 'Unknown command.' }));
      if (config.s3)
        return socket.end(replyLine({ ok: false, message: 'The images are in a bucket: back it up on its own side.' }));
      if (busy) return socket.end(replyLine({ ok: false, message: 'A backup is being written already: try later.' }));
      busy = true;
      try {
        socket.write(replyLine({ ok: true }));
        await writeBackup(await getDb(), { dataDir: config.dataDir, uploadDir: config.uploadDir }, socket);
      } catch (err) {
        socketLog.error({ err }, 'backup failed');
        // a reset, not an end: the peer must not take what it got for a whole archive
        socket.resetAndDestroy();
      } finally {
        busy = false;
      }
    })();
  });
  // bind() happens inside listen(): the socket file is created with mode 600 from the start,
  // and the umask is back before anything else in this process creates a file
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('error', (err) => socketLog.error({ err }, 'control socket failed'));
  // closing the server removes its socket file
  onShutdown('control socket', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

/** Asks the shop listening on `socketPath` for a backup and writes it to `out`; throws with
 *  the shop's reason when it refuses. */
export async function requestBackup(socketPath: string, out: Writable): Promise<void> {
  const socket = net.connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write('backup\n');
  const head = await new Promise<Buffer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(10);
      if (end < 0) return;
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      // the archive's first bytes, when they came with the answer line
      if (end + 1 < received.length) socket.unshift(received.subarray(end + 1));
      resolve(received.subarray(0, end));
    };
    const onEnd = () => reject(new Error('The shop closed the control socket without answering.'));
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', reject);
  });
  const reply = JSON.parse(head.toString('utf8')) as Reply;
  if (!reply.ok) {
    socket.destroy();
    throw new BackupRefused(reply.message ?? 'The shop refused the backup.');
  }
  await pipeline(socket, out);
}

export class BackupRefused extends Error {}
