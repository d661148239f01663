import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { createServer } from "node:net";
import { dirname } from "node:path";

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the process has printed `text` (at once if it already has). */
  printed(text: string): Promise<void>;
}

/** What the server logs once it listens (src/server/main.ts), at level info. */
const LISTENING = "is running at http://localhost:";

/**
 * Starts `src/server/main.ts` in a process of its own with the given environment, and resolves once the
 * server says it listens: the line it logs after `listen` has bound its port, so no request is tried before.
 * The log is at level info unless the environment says otherwise (a level that hides the line is refused).
 */
export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const logLevel = environment.LOG_LEVEL ?? "info";
  if (!["info", "debug", "trace"].includes(logLevel)) throw new Error(`LOG_LEVEL ${logLevel} hides the line the test waits for`);
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...environment, LOG_LEVEL: logLevel },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const printed = (text: string) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!output.includes(text)) return false;
        child.stdout?.off("data", check);
        child.stderr?.off("data", check);
        done();
        return true;
      };
      if (check()) return;
      child.stdout?.on("data", check);
      child.stderr?.on("data", check);
      child.once("exit", () => check() || fail(new Error(`exited without printing ${text}: ${output}`)));
    });
  await printed(`${LISTENING}${port} `);
  return { child, url: `http://127.0.0.1:${port}`, port, output: () => output, printed };
}

/**
 * Resolves once `file` exists, or fails when `child` exits first. nginx writes its pid file after it has bound
 * its ports, so the file's appearing is the signal that it takes connections.
 */
export function fileAppears(file: string, child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    const watcher = watch(dirname(file));
    const finish = (error?: Error) => {
      watcher.close();
      child.off("exit", exitedFirst);
      if (error) fail(error);
      else done();
    };
    const exitedFirst = (code: number | null) => finish(new Error(`exited (${code}) before writing ${file}`));
    watcher.on("change", () => existsSync(file) && finish());
    child.once("exit", exitedFirst);
    if (existsSync(file)) finish();
  });
}

/** Resolves with the exit code once the process has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once("exit", (code) => done(code)));
}
