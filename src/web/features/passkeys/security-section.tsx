import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import type { SecurityState } from "../../../shared/passkey-paths.ts";
import {
  addPasskey,
  ConfirmAgainError,
  confirmWithPassword,
  newRecoveryCodes,
  removePasskey,
  securityState,
  setPasskeyRequired,
  signInWithPasskey,
} from "./passkey-api.ts";

type Show = (kind: "success" | "error", text: string) => void;

const buttonClass = "rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
const quietButtonClass = "rounded-lg px-3 py-1 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60";
const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" }) : "never");

/**
 * The dashboard's "Security" section: the admin's passkeys, "Add a passkey", "Remove", "Require a passkey"
 * and the recovery codes. A change the server refuses until the admin confirms it is them waits while they
 * sign in again (password or passkey), then goes ahead.
 */
export default function SecuritySection({ email, show, dashboardBusy = false }: { email: string; show: Show; dashboardBusy?: boolean }) {
  const [state, setState] = useState<SecurityState | null>(null);
  const [ownBusy, setBusy] = useState(false);
  // The spec's rule for the dashboard: while any request is in flight, every input and button waits.
  const busy = ownBusy || dashboardBusy;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  const id = useId();

  const reload = useCallback(async () => setState(await securityState()), []);
  useEffect(() => {
    reload().catch((error: unknown) => show("error", `Error loading security settings: ${String(error)}`));
  }, [reload, show]);

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
      setPending(null);
      await reload();
    } catch (error) {
      if (error instanceof ConfirmAgainError) setPending(() => change);
      else show("error", error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (how: () => Promise<unknown>) => {
    const change = pending;
    setBusy(true);
    try {
      await how();
    } catch (error) {
      setBusy(false);
      show("error", `Not confirmed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    setBusy(false);
    setPending(null);
    if (change) await run(change);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("device")).trim();
    void run(async () => {
      const added = await addPasskey(name);
      form.reset();
      if (added.recoveryCodes) setCodes(added.recoveryCodes);
      show("success", added.message);
    });
  };

  const confirmPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password"));
    void confirm(() => confirmWithPassword(email, password));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        Security
      </h2>
      {pending && (
        <div role="dialog" aria-label="Confirm it is you" className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="font-semibold text-amber-900">Confirm it is you: your last sign-in was more than 5 minutes ago.</p>
          <form onSubmit={confirmPassword} className="flex flex-wrap items-end gap-3">
            <label htmlFor={`${id}-confirm`} className="block text-sm font-medium text-slate-700">
              Your password
              <input id={`${id}-confirm`} name="password" type="password" autoComplete="current-password" required disabled={busy} className={inputClass} />
            </label>
            <button type="submit" className={buttonClass} disabled={busy}>
              Confirm with password
            </button>
            <button type="button" className={buttonClass} disabled={busy} onClick={() => void confirm(signInWithPasskey)}>
              Confirm with a passkey
            </button>
            <button type="button" className="font-semibold text-slate-700 underline" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </button>
          </form>
        </div>
      )}
      {codes && (
        <section aria-label="Save these codes" className="space-y-2 rounded-lg bg-sky-50 p-4 ring-1 ring-sky-200">
          <h3 className="font-bold text-slate-900">Save these codes</h3>
          <p className="text-sm text-slate-700">
            Each code signs in once if you lose your passkey. They are shown only now: write them down or keep them in a password manager.
          </p>
          <ol className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <button type="button" className={buttonClass} disabled={busy} onClick={() => setCodes(null)}>
            I have saved them
          </button>
        </section>
      )}
      {state && (
        <>
          {state.passkeys.length === 0 ? (
            <p className="text-slate-700">No passkeys yet: the password signs in.</p>
          ) : (
            <ul aria-label="Passkeys" className="divide-y divide-slate-200">
              {state.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-semibold">{passkey.name}</span>
                    <span className="block text-sm text-slate-600">
                      Added {day(passkey.createdAt)} · last used {day(passkey.lastUsedAt)}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={quietButtonClass}
                    disabled={busy}
                    aria-label={`Remove ${passkey.name}`}
                    onClick={() =>
                      void run(async () => {
                        show("success", (await removePasskey(passkey.id)).message);
                      })
                    }
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={add} aria-label="Add a passkey" className="flex flex-wrap items-end gap-3">
            <label htmlFor={`${id}-device`} className="block text-sm font-medium text-slate-700">
              Which device or key is it? (e.g. "My phone")
              <input id={`${id}-device`} name="device" maxLength={60} required disabled={busy} className={inputClass} />
            </label>
            <button type="submit" className={buttonClass} disabled={busy}>
              Add a passkey
            </button>
          </form>
          <label className="flex items-center gap-2 font-medium text-slate-800">
            <input
              type="checkbox"
              checked={state.required}
              disabled={busy || (state.passkeys.length === 0 && !state.required)}
              onChange={(event) => {
                const required = event.currentTarget.checked;
                void run(async () => {
                  show("success", (await setPasskeyRequired(required)).message);
                });
              }}
            />
            Require a passkey (the password no longer signs in)
          </label>
          <p className="text-slate-700">
            {state.recoveryCodesLeft === 1 ? "1 recovery code left." : `${state.recoveryCodesLeft} recovery codes left.`}{" "}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const made = await newRecoveryCodes();
                  setCodes(made.recoveryCodes);
                  show("success", made.message);
                })
              }
            >
              Make new recovery codes
            </button>
          </p>
        </>
      )}
    </section>
  );
}
