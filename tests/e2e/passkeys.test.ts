import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { answerOutsideRequests } from "../support/outside-requests.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";

/**
 * Passkeys in Chromium, with its virtual authenticator (the DevTools protocol's WebAuthn domain): an
 * internal authenticator that holds discoverable credentials and verifies its user. On a site of its own,
 * reached as localhost (a passkey's relying party must be a domain name, never an IP address), so that
 * requiring a passkey changes no other test's sign-in.
 */
const admin = { email: "passkey-admin@rafhjol.test", password: "lykilord-fyrir-lykla-1234" };

let site: SiteServer;
let base: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  site = await startSite({ sampleData: false, admin, prefix: "rafhjol-e2e-passkeys-" });
  base = site.address.replace("127.0.0.1", "localhost");
  browser = await chromium.connect(inject("wsEndpoint"));
  context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  await answerOutsideRequests(context, new URL(base).host);
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
  page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

const status = (text: string) => page.getByRole("status").filter({ hasText: text });
const alert = (text: string) => page.getByRole("alert").filter({ hasText: text });

async function openAdmin() {
  await page.goto("/admin");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function signOut() {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
}

describe("passkeys on /admin", () => {
  let codes: string[] = [];

  it("adds a passkey (the recovery codes shown once), signs out and signs in with it", async () => {
    await openAdmin();
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();

    const security = page.getByRole("region", { name: "Security" });
    await security.getByText("No passkeys yet: the password signs in.").waitFor();
    await security.getByLabel("Which device or key is it?").fill("Síminn minn");
    await security.getByRole("button", { name: "Add a passkey" }).click();
    await status('Passkey "Síminn minn" added').waitFor();
    const saved = page.getByRole("region", { name: "Save these codes" });
    await saved.getByRole("heading", { name: "Save these codes" }).waitFor();
    codes = await saved.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await saved.getByRole("button", { name: "I have saved them" }).click();
    await expect.poll(() => saved.count()).toBe(0);
    await security.getByRole("listitem").filter({ hasText: "Síminn minn" }).waitFor();
    await security.getByText("10 recovery codes left.").waitFor();

    await signOut();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    await status("Login successful").waitFor();
    await expect.poll(() => security.getByRole("listitem").filter({ hasText: "Síminn minn" }).textContent()).not.toContain("last used never");
    // Marked in the audit log as a passkey's session.
    const trail = await site.store.auditTrail();
    expect(trail.filter((record) => record.action === "sign-in").map((record) => record.details)).toEqual([{ method: "passkey" }]);
  }, 60_000);

  it("requires the passkey: the password form answers that it signs in with a passkey", async () => {
    const security = page.getByRole("region", { name: "Security" });
    // The box shows what the server holds: ticked once the server has switched it on.
    await security.getByLabel("Require a passkey").click();
    await status("a passkey is required").waitFor();
    await expect.poll(() => security.getByLabel("Require a passkey").isChecked()).toBe(true);
    await signOut();
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await alert("Login failed: This account signs in with a passkey.").waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Login");
  }, 60_000);

  it("a recovery code signs in once and not twice", async () => {
    const useCode = async (code: string) => {
      await openAdmin();
      await page.getByRole("button", { name: "Use a recovery code" }).click();
      const form = page.getByRole("form", { name: "Sign in with a recovery code" });
      await form.getByLabel("Account e-mail").fill(admin.email);
      await form.getByLabel("Recovery code").fill(code);
      await form.getByRole("button", { name: "Sign in with the code" }).click();
    };
    await useCode(codes[0] as string);
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    await page.getByRole("region", { name: "Security" }).getByText("9 recovery codes left.").waitFor();
    await signOut();
    await useCode(codes[0] as string);
    await alert("Login failed: Invalid email or recovery code").waitFor();
  }, 60_000);

  it("switches the requirement off and removes the passkey; the password signs in again", async () => {
    await openAdmin();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    const security = page.getByRole("region", { name: "Security" });
    await security.getByLabel("Require a passkey").click();
    await status("The password signs in again").waitFor();
    await expect.poll(() => security.getByLabel("Require a passkey").isChecked()).toBe(false);
    await security.getByRole("button", { name: "Remove Síminn minn" }).click();
    await status("Passkey removed").waitFor();
    await security.getByText("No passkeys yet: the password signs in.").waitFor();
    await signOut();
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
  }, 60_000);
});
