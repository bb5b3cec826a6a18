import { request } from "node:http";

/** An answer's bytes exactly as the server sent them (never decompressed). */
export interface RawAnswer {
  status: number;
  /** Content-Encoding, or `identity`. */
  encoding: string;
  bodyBytes: number;
  /** The body as sent (compressed when `encoding` says so). */
  body: Buffer;
  /** The status line and headers, as counted by Node (`rawHeaders` plus separators). */
  headerBytes: number;
}

/** An answer's sizes without its body, as results keep them. */
export type AnswerSize = Omit<RawAnswer, "body">;

/** `answer` without its body. */
export function sizeOf({ body: _body, ...size }: RawAnswer): AnswerSize {
  return size;
}

/** GET `url` with `headers`, reading the body as it comes over the wire. */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const pairs = response.rawHeaders;
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`
          .length;
        for (let index = 0; index < pairs.length; index += 2) {
          headerBytes += `${pairs[index]}: ${pairs[index + 1]}\r\n`.length;
        }
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers["content-encoding"] ?? "identity"),
          bodyBytes: body.length,
          body,
          headerBytes,
        });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}
