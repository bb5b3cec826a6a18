import { createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP relay in front of a server that counts the bytes each way: what a browser really
 * sent (request lines, headers and bodies, however the page encodes its uploads), which
 * CDP does not report for bodies made of files. It passes the Host header on untouched,
 * so the server sees its requests as addressed to the relay's origin.
 *
 * Given `uploadBytesPerSecond`, it is also the link's upload leg: what clients send is
 * passed on no faster than that, all connections sharing the one link, so the pace is
 * the one the server sees whatever the page does (the page's CDP upload throttling is
 * then off, so that the two do not stack).
 */
export interface CountingProxy {
  baseUrl: string;
  /** Bytes clients sent through it so far. */
  sentBytes(): number;
  /** Bytes the server answered through it so far. */
  receivedBytes(): number;
  close(): Promise<void>;
}

/** When each chunk may go on a link of `bytesPerSecond` shared by every connection. */
export function pacer(bytesPerSecond: number, now: () => number = () => performance.now()) {
  let freeAt = 0;
  /** Milliseconds to hold a chunk of `bytes` before passing it on. */
  return (bytes: number): number => {
    const start = Math.max(now(), freeAt);
    freeAt = start + (bytes / bytesPerSecond) * 1000;
    return freeAt - now();
  };
}

export async function startCountingProxy(
  targetPort: number,
  uploadBytesPerSecond?: number,
): Promise<CountingProxy> {
  let sent = 0;
  let received = 0;
  const sockets = new Set<Socket>();
  const holdFor = uploadBytesPerSecond === undefined ? undefined : pacer(uploadBytesPerSecond);
  const server = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on("data", (chunk: Buffer) => (received += chunk.length));
    upstream.pipe(client);
    if (holdFor === undefined) {
      client.on("data", (chunk: Buffer) => (sent += chunk.length));
      client.pipe(upstream);
      return;
    }
    client.on("data", (chunk: Buffer) => {
      client.pause();
      setTimeout(() => {
        sent += chunk.length;
        upstream.write(chunk);
        client.resume();
      }, holdFor(chunk.length));
    });
    // After every chunk held so far: the link passes them in order.
    client.on("end", () => setTimeout(() => upstream.end(), holdFor(0)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the relay has no port");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    sentBytes: () => sent,
    receivedBytes: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
