import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

/** Requests over a real socket, for the answers sent before Fastify (http/fast-reads.ts), which inject() never reaches. */

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a real socket, with the body's bytes as sent (no decompression). */
export function send(base: string, path: string, method = "GET", headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const request = httpRequest(`${base}${path}`, { method, headers: { ...headers, ...length }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The status line and header lines exactly as they came over the wire (Node's client hides some of them). */
export function rawHead(base: string, path: string, headers: Record<string, string>): Promise<string[]> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const lines = [
        `GET ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        "Connection: close",
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      // write, not end: a half-closed socket may be closed by the server before a slower answer is ready.
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    });
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text.split("\r\n\r\n")[0]?.split("\r\n") ?? []));
    socket.on("error", reject);
  });
}
