import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { SiteEvent } from "../../src/shared/event.ts";
import type { Route } from "../../src/shared/route.ts";
import { adminBaseURL, getJson as getMainJson, openPage as openMainPage, type PageOptions, stubApi } from "./support/browser.ts";

// Every test here runs on the second site, so its writes never meet the read-only tests.
const openPage = (options: PageOptions = {}) => openMainPage({ ...options, site: "admin" });
const getJson = <T>(path: string) => getMainJson<T>(path, adminBaseURL());

async function signIn(page: Page) {
  const admin = inject("admin");
  await page.goto("/admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
}

describe("/admin", () => {
  it("walks the whole admin flow: sign in, add a route and an event, see them on the site, delete them, sign out", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await signIn(page);
    await expect(page.getByRole("status").filter({ hasText: "Login successful" }).count()).resolves.toBe(1);

    // Routes are listed newest first as "id - name".
    const routes = await getJson<Route[]>("/backend/get_routes.php");
    const routeItems = page.getByRole("region", { name: "Routes" }).getByRole("listitem");
    await expect.poll(() => routeItems.count()).toBe(routes.length);
    await expect(routeItems.first().textContent()).resolves.toContain(`${routes.at(-1)?.id} - ${routes.at(-1)?.name}`);

    // Add a route.
    const form = page.getByRole("form", { name: "Add Route" });
    await form.getByLabel("Name").fill("Prufuleið um Grímsey");
    await form.getByLabel("Distance (km)").fill("12.5");
    await form.getByLabel("Region").fill("Norðurland eystra");
    await form.getByLabel("Description").fill("Stuttur hringur um eyjuna.");
    await form.getByLabel("Link", { exact: true }).fill("https://www.grimsey.is");
    await form.getByLabel("Latitude").fill("66.54");
    await form.getByLabel("Longitude").fill("-18.00");
    await form.getByRole("button", { name: "Add Route" }).click();
    await page.getByRole("status").filter({ hasText: 'Route "Prufuleið um Grímsey" added' }).waitFor();
    await expect(form.getByLabel("Name").inputValue()).resolves.toBe("");
    // The list reloads after the add: wait for the new route to head it.
    await routeItems.first().filter({ hasText: "Prufuleið um Grímsey" }).waitFor();
    const added = (await getJson<Route[]>("/backend/get_routes.php")).at(-1) as Route;
    expect(added).toMatchObject({ name: "Prufuleið um Grímsey", distance: 12.5, latitude: 66.54, longitude: -18, videolink: null });

    // Add an event.
    const eventForm = page.getByRole("form", { name: "Add Event" });
    await eventForm.getByLabel("Name").fill("Prufuviðburður");
    await eventForm.getByLabel("Date").fill("2030-05-17");
    await eventForm.getByLabel("Description").fill("Hópreið til prufu.");
    await eventForm.getByLabel("Link").fill("https://fjallahjolaklubburinn.is");
    await eventForm.getByRole("button", { name: "Add Event" }).click();
    await page.getByRole("status").filter({ hasText: 'Event "Prufuviðburður" added' }).waitFor();

    // The new route is on /routes and on the map; the event on /events.
    await page.getByRole("link", { name: "Hjólaleiðir" }).first().click();
    await page.locator(`#route-${added.id}`).waitFor();
    await expect(page.locator("article h2").first().textContent()).resolves.toBe("Prufuleið um Grímsey");
    await page.locator(`.leaflet-marker-icon[title="Prufuleið um Grímsey"]`).waitFor();
    await page.getByRole("link", { name: "Á döfinni" }).click();
    await page.getByRole("heading", { level: 2, name: "Prufuviðburður" }).waitFor();
    await expect(page.getByText("17-05-2030").count()).resolves.toBe(1);

    // A reload keeps the admin signed in; delete both, confirming first.
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: `Delete ${added.id} - Prufuleið um Grímsey` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Route ${added.id} deleted` })
      .waitFor();
    const event = (await getJson<SiteEvent[]>("/backend/get_events.php")).find((item) => item.name === "Prufuviðburður") as SiteEvent;
    await page.getByRole("button", { name: `Delete ${event.id} - Prufuviðburður` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Event ${event.id} deleted` })
      .waitFor();
    expect(dialogs).toEqual(["Are you sure you want to delete this route?", "Are you sure you want to delete this event?"]);
    expect((await getJson<Route[]>("/backend/get_routes.php")).some((route) => route.id === added.id)).toBe(false);

    // Sign out.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Logged out successfully" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
  });

  it("keeps everything when the delete is not confirmed", async () => {
    const { page } = await openPage();
    await signIn(page);
    const before = await getJson<Route[]>("/backend/get_routes.php");
    page.on("dialog", (dialog) => void dialog.dismiss());
    await page
      .getByRole("region", { name: "Routes" })
      .getByRole("button", { name: /^Delete/ })
      .first()
      .click();
    await page.waitForTimeout(300);
    expect(await getJson<Route[]>("/backend/get_routes.php")).toEqual(before);
  });

  it("shows 'Login failed: …' in red for a wrong password, and the banner goes after 3 seconds", async () => {
    const { page } = await openPage();
    await page.goto("/admin");
    await page.getByLabel("Email").fill(inject("admin").email);
    await page.getByLabel("Password").fill("alls-ekki-rett-lykilord");
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert");
    await expect(alert.textContent()).resolves.toBe("Login failed: Invalid email or password");
    await expect(alert.getAttribute("data-kind")).resolves.toBe("error");
    await alert.waitFor({ state: "detached", timeout: 4000 });
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
  });

  it("uses the browser's own checks on the login form", async () => {
    const { page } = await openPage();
    await page.goto("/admin");
    await page.getByLabel("Email").fill("ekki-netfang");
    await page.getByLabel("Password").fill("eitthvað");
    await page.getByRole("button", { name: "Login" }).click();
    expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("reads 'Logging in...' and disables the form while signing in", async () => {
    const { page } = await openPage();
    await page.goto("/admin");
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel("Email").fill(inject("admin").email);
    await page.getByLabel("Password").fill(inject("admin").password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Logging in..." }).waitFor();
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
  });

  it("keeps the form's values and shows the server's reason when an add fails", async () => {
    const { page } = await openPage();
    await signIn(page);
    const form = page.getByRole("form", { name: "Add Event" });
    await form.getByLabel("Name").fill("Viðburður með slæman tengil");
    await form.getByLabel("Date").fill("2030-01-01");
    await form.getByLabel("Description").fill("Lýsing.");
    // The browser accepts this as a URL; the server allows only http(s).
    await form.getByLabel("Link").fill("ftp://example.is/skjal");
    await form.getByRole("button", { name: "Add Event" }).click();
    const alert = page.getByRole("alert");
    await expect(alert.textContent()).resolves.toBe("Failed to add event: HTTP error! Status: 400 — link must be an absolute http(s) URL");
    await expect(form.getByLabel("Name").inputValue()).resolves.toBe("Viðburður með slæman tengil");
  });

  it("disables every input and button while a request is in flight", async () => {
    const { page } = await openPage();
    await signIn(page);
    await page.route("**/backend/add_event.php", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const form = page.getByRole("form", { name: "Add Event" });
    await form.getByLabel("Name").fill("Hægur viðburður");
    await form.getByLabel("Date").fill("2030-02-02");
    await form.getByLabel("Description").fill("Lýsing.");
    await form.getByLabel("Link").fill("https://example.is");
    await form.getByRole("button", { name: "Add Event" }).click();
    await page.locator("[aria-busy=true]").waitFor();
    const enabled = await page.locator("main").locator("input:enabled, textarea:enabled, button:enabled").count();
    expect(enabled).toBe(0);
    await page.getByRole("status").filter({ hasText: "added" }).waitFor();
    // The lists reload after the add (a request in flight too); then everything is enabled again.
    await expect.poll(() => page.getByRole("button", { name: "Sign Out" }).isEnabled(), { timeout: 5000 }).toBe(true);
    const event = (await getJson<SiteEvent[]>("/backend/get_events.php")).find((item) => item.name === "Hægur viðburður") as SiteEvent;
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete ${event.id} - Hægur viðburður` }).click();
    await page.getByRole("status").filter({ hasText: "deleted" }).waitFor();
  });

  it("shows the empty texts and load failures", async () => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_routes.php", { body: [] });
    await stubApi(page, "/backend/get_events.php", { status: 500, body: { message: "down" } });
    await signIn(page);
    await page.getByText("No routes found.").waitFor();
    await page.getByRole("alert").filter({ hasText: "Failed to load events: HTTP error! Status: 500" }).waitFor();
  });

  it("lays the dashboard out in 1, 2 or 3 columns by screen width", async () => {
    for (const [width, columns] of [
      [375, 1],
      [900, 2],
      [1300, 3],
    ] as const) {
      const { page } = await openPage({ width, height: 900 });
      await signIn(page);
      const grid = page.locator("[aria-busy]");
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(" ").length, `at ${width} px`).toBe(columns);
    }
  });
});
