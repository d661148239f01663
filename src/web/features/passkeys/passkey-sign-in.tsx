import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { signInWithPasskey, signInWithRecoveryCode } from "./passkey-api.ts";

const buttonClass = "rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";

/** "Sign in with a passkey" and, for a lost device, a recovery code: beside the spec's e-mail and password form. */
export default function PasskeySignIn({
  start,
  onSignedIn,
  onError,
}: {
  /** What the admin pressed before this loaded: the passkey is asked for at once, or the code's form opens. */
  start: "passkey" | "code";
  onSignedIn: (email: string) => void;
  onError: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const started = useRef(false);

  const attempt = async (action: () => Promise<{ email: string }>) => {
    setBusy(true);
    try {
      onSignedIn((await action()).email);
    } catch (error) {
      onError(`Login failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (start !== "passkey" || started.current) return;
    started.current = true;
    void attempt(signInWithPasskey);
  });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void attempt(() => signInWithRecoveryCode(String(data.get("email")), String(data.get("code"))));
  };

  return (
    <div className="max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void attempt(signInWithPasskey)}>
        Sign in with a passkey
      </button>
      <details open={start === "code"}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-700">Lost your passkey? Use a recovery code</summary>
        <form onSubmit={submitCode} aria-label="Sign in with a recovery code" className="mt-3 space-y-3">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
            {/* Not "Email": the spec's form has that label, and this one must not be taken for it. */}
            Account e-mail
            <input id={`${id}-email`} name="email" type="email" autoComplete="username" required disabled={busy} className={inputClass} />
          </label>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-700">
            Recovery code
            <input id={`${id}-code`} name="code" autoComplete="one-time-code" required disabled={busy} className={inputClass} />
          </label>
          <button type="submit" className={buttonClass} disabled={busy}>
            Sign in with the code
          </button>
        </form>
      </details>
    </div>
  );
}
