// A TCP proxy on loopback between a server under test and its database, so a test can drop the
// network on purpose: `cut()` destroys every open connection (both sides see a reset) and, until
// `restore()`, new connections are reset as soon as they arrive.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** connections open right now */
  open: () => number;
  /** resets every open connection and refuses new ones until restore() */
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // a reset is what this proxy is for: neither side's error may end the test process
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    if (refusing) return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      if (!client.destroyed) client.resetAndDestroy();
      if (!upstream.destroyed) upstream.resetAndDestroy();
    };
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const cutAll = () => {
    for (const socket of sockets) if (!socket.destroyed) socket.resetAndDestroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    open: () => sockets.size,
    cut: () => {
      refusing = true;
      cutAll();
    },
    restore: () => {
      refusing = false;
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
