import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { apiPaths, WRITE_HEADER } from "../../../src/shared/api-paths.ts";
import { adminBaseURL } from "./browser.ts";

/** Signs the admin in through the login form, as a person would (the form shows first), and waits for the dashboard. */
export async function signInWithForm(page: Page): Promise<void> {
  const admin = inject("admin");
  await page.goto("/admin");
  await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
}

/**
 * Opens the dashboard signed in, for a test about what the admin does once signed in: the session is made
 * through the API and its cookie given to the page's browser as the server set it (HTTP-only, SameSite=Strict),
 * which spares a page load and a form. The form itself is tested with signInWithForm().
 */
export async function signIn(page: Page, base: string = adminBaseURL()): Promise<void> {
  const cookies = (await adminCookie(base)).split("; ").map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return { name, value: value.join("="), url: base, httpOnly: true, sameSite: "Strict" as const };
  });
  await page.context().addCookies(cookies);
  await page.goto("/admin");
  await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
}

/** The header every write needs (WRITE_HEADER), as a script sends it. */
export const writeHeader = { [WRITE_HEADER.name]: WRITE_HEADER.value };

/** Signs the admin in through the API, as a script would (no browser), and returns the Cookie header for later requests. */
export async function adminCookie(base: string = adminBaseURL()): Promise<string> {
  const response = await fetch(new URL(apiPaths.login, base), {
    method: "POST",
    headers: { "content-type": "application/json", ...writeHeader },
    body: JSON.stringify(inject("admin")),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
