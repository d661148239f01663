import type { FastifyServerOptions } from "fastify";

/**
 * How the server logs (docs/decisions/031). On a terminal a person reads the lines as they come: pino-pretty,
 * as a transport in a worker thread, turns each into one coloured line with the time, level and message.
 * Anywhere else (a process manager, a container, a file) the lines stay JSON, one object per line, for
 * tools to read; pino-pretty is not loaded at all.
 */
export function loggerOptions({ level, terminal }: { level: string; terminal: boolean }): NonNullable<FastifyServerOptions["logger"]> {
  if (!terminal) return { level };
  return {
    level,
    transport: {
      target: "pino-pretty",
      options: {
        colorize: true,
        singleLine: true,
        translateTime: "SYS:HH:MM:ss",
        ignore: "pid,hostname,reqId,res,responseTime,req",
        messageFormat: "{if reqId}{reqId} {end}{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode} {responseTime}ms{end}",
      },
    },
  };
}
