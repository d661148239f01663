import type { ReadStream } from "node:tty";

/**
 * The password for `npm run admin`, never from the command line (where `ps`
 * and the shell's history show it): asked for without echo when standard
 * input is a terminal, twice, or read whole from standard input when it is a
 * pipe or a file (one final line break is not part of it).
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!input.isTTY) return (await readAll(input)).replace(/\r?\n$/, "");
  const first = await askHidden(input as ReadStream, output, "Password (at least 12 characters): ");
  const second = await askHidden(input as ReadStream, output, "The same password again: ");
  if (first !== second) throw new PasswordEntryError("The two passwords differ; nothing was changed.");
  return first;
}

export class PasswordEntryError extends Error {}

async function readAll(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** One line typed on the terminal in raw mode, so nothing typed is shown; Backspace works, Ctrl-C and Ctrl-D give up. */
function askHidden(input: ReadStream, output: NodeJS.WriteStream, prompt: string): Promise<string> {
  // Raw mode before the prompt: nothing typed as soon as it shows may be echoed.
  input.setRawMode(true);
  output.write(prompt);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const character of text) {
        if (character === "\r" || character === "\n") return finish();
        if (character === "\u0003" || character === "\u0004") return finish(new PasswordEntryError("Cancelled; nothing was changed."));
        if (character === "\u007f" || character === "\b") typed = [...typed].slice(0, -1).join("");
        else if (character >= " ") typed += character;
      }
    };
    input.on("data", onData);
  });
}
