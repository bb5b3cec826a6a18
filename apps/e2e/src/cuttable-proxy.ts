import { createServer, request as forward, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A request that reached the server through the proxy. */
export interface ForwardedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP proxy in front of the test server whose connection can really be cut
 * (issue 23): a page opened at its URL reaches the server only through it. While cut it
 * closes every open connection and each new one at once, as a dead link does, so no
 * request gets through whatever the browser believes about being online
 * (`context.setOffline` has let requests through at a reload). It records every
 * request it forwards.
 */
export interface CuttableProxy {
  url: string;
  forwarded: ForwardedRequest[];
  cut(): void;
  reconnect(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const forwarded: ForwardedRequest[] = [];
  let cut = false;

  const server = createServer((incoming: IncomingMessage, outgoing) => {
    forwarded.push({
      method: incoming.method ?? "GET",
      path: incoming.url ?? "/",
      idempotencyKey: incoming.headers["idempotency-key"] as string | undefined,
    });
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on("error", () => outgoing.destroy());
    incoming.pipe(onward);
  });
  server.on("connection", (socket: Socket) => {
    if (cut) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    reconnect() {
      cut = false;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
