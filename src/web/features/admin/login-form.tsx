import { type FormEvent, useState } from "react";
import { buttonClass, FormField } from "./form-field.tsx";

/** Admin Login with e-mail (browser-checked), password (required) and Login / Logging in... */
export function LoginForm({ onSignIn }: { onSignIn: (email: string, password: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await onSignIn(String(data.get("email")), String(data.get("password")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <FormField label="Email" name="email" type="email" autoComplete="username" required disabled={busy} />
      <FormField label="Password" name="password" type="password" autoComplete="current-password" required disabled={busy} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}
