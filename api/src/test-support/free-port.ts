import net from 'node:net';

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/**
 * A port that stays taken for the test's lifetime and hangs up on every connection: a mail
 * server that is down. (A port only found free may be taken by another test's server meanwhile.)
 */
export function startHangingUpServer(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address !== 'object') {
        reject(new Error('Could not listen on a port'));
        return;
      }
      resolve({
        port: address.port,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}
