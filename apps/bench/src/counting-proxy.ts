import { createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP relay in front of a server that counts the bytes each way: what a browser really
 * sent (request lines, headers and bodies, however the page encodes its uploads), which
 * CDP does not report for bodies made of files. It passes the Host header on untouched,
 * so the server sees its requests as addressed to the relay's origin.
 */
export interface CountingProxy {
  baseUrl: string;
  /** Bytes clients sent through it so far. */
  sentBytes(): number;
  /** Bytes the server answered through it so far. */
  receivedBytes(): number;
  close(): Promise<void>;
}

export async function startCountingProxy(targetPort: number): Promise<CountingProxy> {
  let sent = 0;
  let received = 0;
  const sockets = new Set<Socket>();
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
    client.on("data", (chunk: Buffer) => (sent += chunk.length));
    upstream.on("data", (chunk: Buffer) => (received += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
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
