// For the tools that start a server of the build (budget, bench): a port nothing listens on.
import net from 'node:net';

/** A free loopback port: the OS picks one, we give it back at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
