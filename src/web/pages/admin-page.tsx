import { lazy, Suspense, useEffect, useState } from "react";
import { Page } from "../components/page.tsx";
import { currentSession, signIn, signOut } from "../features/admin/admin-api.ts";
import { Dashboard } from "../features/admin/dashboard.tsx";
import { LoginForm } from "../features/admin/login-form.tsx";
import { MessageBanner } from "../features/admin/message-banner.tsx";
import { errorText, useBanner } from "../features/admin/use-banner.ts";

// Loaded with the dashboard, not with the sign-in form: the page's first load stays as it was.
const AdminConditionControl = lazy(() => import("../features/conditions/admin/admin-condition-control.tsx"));
// Riders' reports waiting for review: their own chunk, loaded with the dashboard.
const AdminReports = lazy(() => import("../features/reports/admin-reports.tsx"));
// Passkeys: the sign-in button and the dashboard's "Security" section, each in a chunk of its own.
const PasskeySignIn = lazy(() => import("../features/passkeys/passkey-sign-in.tsx"));
const SecuritySection = lazy(() => import("../features/passkeys/security-section.tsx"));

type SessionState = { status: "checking" } | { status: "signed-out" } | { status: "signed-in"; email: string };

/** /admin: the login form, or the dashboard while the admin's session lives (a reload keeps it). */
export function AdminPage() {
  const [session, setSession] = useState<SessionState>({ status: "checking" });
  const { banner, show } = useBanner();
  const [passkeyStart, setPasskeyStart] = useState<"passkey" | "code" | null>(null);
  // Whether the dashboard has a request in flight: its rule (every input and button waits) holds for the sections beside it too.
  const [dashboardBusy, setDashboardBusy] = useState(false);

  useEffect(() => {
    currentSession().then(
      (email) => setSession(email ? { status: "signed-in", email } : { status: "signed-out" }),
      () => setSession({ status: "signed-out" }),
    );
  }, []);

  const handleSignIn = async (email: string, password: string) => {
    try {
      const admin = await signIn(email, password);
      setSession({ status: "signed-in", email: admin.email });
      show("success", "Login successful");
    } catch (error) {
      show("error", `Login failed: ${errorText(error)}`);
    }
  };

  const handleSignOut = async () => {
    try {
      await signOut();
      setPasskeyStart(null);
      setSession({ status: "signed-out" });
      show("success", "Logged out successfully");
    } catch (error) {
      show("error", `Error signing out: ${errorText(error)}`);
    }
  };

  if (session.status === "checking") {
    return (
      <Page title="Admin" width="wide">
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      </Page>
    );
  }
  return (
    <Page title={session.status === "signed-in" ? "Admin Dashboard" : "Admin Login"} width="wide">
      <MessageBanner banner={banner} />
      {session.status === "signed-in" && (
        <Suspense fallback={null}>
          <div className="mb-6">
            <AdminReports busy={dashboardBusy} onDecided={(message) => show("success", message)} />
          </div>
        </Suspense>
      )}
      {session.status === "signed-in" ? (
        <Dashboard
          show={show}
          onSignOut={handleSignOut}
          onBusyChange={setDashboardBusy}
          routeExtra={(route, busy) => (
            <Suspense fallback={null}>
              <AdminConditionControl route={route} busy={busy} show={show} />
            </Suspense>
          )}
        />
      ) : (
        <LoginForm onSignIn={handleSignIn} />
      )}
      {session.status === "signed-in" ? (
        <div className="mt-8">
          <Suspense fallback={null}>
            <SecuritySection email={session.email} show={show} dashboardBusy={dashboardBusy} />
          </Suspense>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          {/* Plain buttons at first: the passkey code loads when one is pressed, so the first load stays small. */}
          {passkeyStart === null ? (
            <>
              <button type="button" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white" onClick={() => setPasskeyStart("passkey")}>
                Sign in with a passkey
              </button>
              <button type="button" className="px-2 py-2 font-semibold text-slate-700 underline" onClick={() => setPasskeyStart("code")}>
                Use a recovery code
              </button>
            </>
          ) : (
            <Suspense fallback={null}>
              <PasskeySignIn
                start={passkeyStart}
                onSignedIn={(email) => {
                  setPasskeyStart(null);
                  setSession({ status: "signed-in", email });
                  show("success", "Login successful");
                }}
                onError={(text) => show("error", text)}
              />
            </Suspense>
          )}
        </div>
      )}
    </Page>
  );
}
