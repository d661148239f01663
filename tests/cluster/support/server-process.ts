import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

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

/** Starts `src/server/main.ts` in a process of its own with the given environment, and waits until it answers. */
export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...environment },
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
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/backend/get_events.php`)).ok) return { child, url, port, output: () => output, printed };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
}

/** Resolves with the exit code once the process has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once("exit", (code) => done(code)));
}
