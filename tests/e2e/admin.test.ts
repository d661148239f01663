import { describe, expect, inject, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import type { SiteEvent } from "../../src/shared/event.ts";
import type { Route } from "../../src/shared/route.ts";
import { adminBaseURL, getJson as getMainJson, holdRequests, openAdminSitePage as openPage, pauseClock, stubApi } from "./support/browser.ts";
import { signIn, signInWithForm } from "./support/sign-in.ts";

// Every test here runs on the second site, so its writes never meet the read-only tests.
const getJson = <T>(path: string) => getMainJson<T>(path, adminBaseURL());

describe("/admin", () => {
  it("walks the whole admin flow: sign in, add a route and an event, see them on the site, delete them, sign out", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    // The list the dashboard shows is the one the server gave it (other tests add routes to this site too).
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.routes);
    await signInWithForm(page);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Login successful" }).count()).toBe(1);

    // Routes are listed newest first as "id - name".
    const routes = (await (await listed).json()) as Route[];
    const routeItems = page.getByRole("region", { name: "Routes" }).getByRole("listitem");
    await expect.poll(() => routeItems.count()).toBe(routes.length);
    await expect.poll(() => routeItems.first().textContent()).toContain(`${routes.at(-1)?.id} - ${routes.at(-1)?.name}`);

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
    await expect.poll(() => form.getByLabel("Name").inputValue()).toBe("");
    // The list reloads after the add: wait for the new route in it.
    await routeItems.filter({ hasText: "Prufuleið um Grímsey" }).waitFor();
    const added = (await getJson<Route[]>(apiPaths.routes)).find((route) => route.name === "Prufuleið um Grímsey") as Route;
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
    await expect.poll(() => page.locator(`#route-${added.id} h2`).textContent()).toBe("Prufuleið um Grímsey");
    await page.locator(`.leaflet-marker-icon[title="Prufuleið um Grímsey"]`).waitFor();
    await page.getByRole("link", { name: "Á döfinni" }).click();
    await page.getByRole("heading", { level: 2, name: "Prufuviðburður" }).waitFor();
    await expect.poll(() => page.getByText("17-05-2030").count()).toBe(1);

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
    const event = (await getJson<SiteEvent[]>(apiPaths.events)).find((item) => item.name === "Prufuviðburður") as SiteEvent;
    await page.getByRole("button", { name: `Delete ${event.id} - Prufuviðburður` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Event ${event.id} deleted` })
      .waitFor();
    expect(dialogs).toEqual(["Are you sure you want to delete this route?", "Are you sure you want to delete this event?"]);
    expect((await getJson<Route[]>(apiPaths.routes)).some((route) => route.id === added.id)).toBe(false);

    // Sign out.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Logged out successfully" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
  }, 90_000); // The whole flow, page after page: a budget of its own, so a busy machine slows it without failing it.

  it("keeps everything when the delete is not confirmed", async () => {
    const { page } = await openPage();
    await signIn(page);
    // Every delete the page asks for is noted here and refused, so none reaches the server.
    const deletes: string[] = [];
    await page.route(`**${apiPaths.deleteRoute}?*`, (route) => {
      deletes.push(new URL(route.request().url()).searchParams.get("id") ?? "");
      return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "refused by the test" }) });
    });
    const deleteButtons = page.getByRole("region", { name: "Routes" }).getByRole("button", { name: /^Delete/ });
    const idOf = async (index: number) => (await deleteButtons.nth(index).getAttribute("aria-label"))?.match(/^Delete (\d+) /)?.[1];
    const [dismissed, confirmed] = [await idOf(0), await idOf(1)];
    const dismissedBefore = (await getJson<Route[]>(apiPaths.routes)).find((route) => String(route.id) === dismissed);
    // The first delete is not confirmed; the second, of another route, is. Its request is the barrier: the page's
    // requests leave in the order it makes them, so an unconfirmed delete's request would have come before it.
    const answers = [false, true];
    page.on("dialog", (dialog) => void (answers.shift() ? dialog.accept() : dialog.dismiss()));
    await deleteButtons.nth(0).click();
    const barrier = page.waitForRequest((request) => request.url().includes(`${apiPaths.deleteRoute}?id=${confirmed}`));
    await deleteButtons.nth(1).click();
    await barrier;
    await expect.poll(() => deletes).toEqual([confirmed]);
    // The route is there as it was (other tests may add routes to this site meanwhile).
    expect((await getJson<Route[]>(apiPaths.routes)).find((route) => String(route.id) === dismissed)).toEqual(dismissedBefore);
  });

  it("shows 'Login failed: …' in red for a wrong password, and the banner goes after 3 seconds", async () => {
    const { page } = await openPage();
    await page.clock.install();
    await page.goto("/admin");
    await page.getByLabel("Email").fill(inject("admin").email);
    await page.getByLabel("Password").fill("alls-ekki-rett-lykilord");
    await pauseClock(page);
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("Login failed: Invalid email or password");
    await expect.poll(() => alert.getAttribute("data-kind")).toBe("error");
    // The banner's 3 seconds pass on the page's clock, as the test moves it.
    await page.clock.runFor(2999);
    expect(await alert.count()).toBe(1);
    await page.clock.runFor(1);
    await alert.waitFor({ state: "detached" });
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
    // The sign-in's answer is held until the test has seen the form while it waits.
    const login = await holdRequests(page, `**${apiPaths.login}`);
    await page.getByLabel("Email").fill(inject("admin").email);
    await page.getByLabel("Password").fill(inject("admin").password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Logging in..." }).waitFor();
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);
    login.release();
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
    await expect.poll(() => alert.textContent()).toBe("Failed to add event: HTTP error! Status: 400 — link must be an absolute http(s) URL");
    await expect.poll(() => form.getByLabel("Name").inputValue()).toBe("Viðburður með slæman tengil");
  });

  it("disables every input and button while a request is in flight", async () => {
    const { page } = await openPage();
    await signIn(page);
    // The add's answer is held until the test has seen the form while it waits.
    const add = await holdRequests(page, `**${apiPaths.addEvent}`);
    const form = page.getByRole("form", { name: "Add Event" });
    await form.getByLabel("Name").fill("Hægur viðburður");
    await form.getByLabel("Date").fill("2030-02-02");
    await form.getByLabel("Description").fill("Lýsing.");
    await form.getByLabel("Link").fill("https://example.is");
    await form.getByRole("button", { name: "Add Event" }).click();
    await page.locator("[aria-busy=true]").waitFor();
    const enabled = await page.locator("main").locator("input:enabled, textarea:enabled, button:enabled").count();
    expect(enabled).toBe(0);
    add.release();
    await page.getByRole("status").filter({ hasText: "added" }).waitFor();
    // The lists reload after the add (a request in flight too); then everything is enabled again.
    await expect.poll(() => page.getByRole("button", { name: "Sign Out" }).isEnabled()).toBe(true);
    const event = (await getJson<SiteEvent[]>(apiPaths.events)).find((item) => item.name === "Hægur viðburður") as SiteEvent;
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete ${event.id} - Hægur viðburður` }).click();
    await page.getByRole("status").filter({ hasText: "deleted" }).waitFor();
  });

  it("shows the empty texts and load failures", async () => {
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: [] });
    await stubApi(page, apiPaths.events, { status: 500, body: { message: "down" } });
    await signIn(page);
    await page.getByText("No routes found.").waitFor();
    await page.getByRole("alert").filter({ hasText: "Failed to load events: HTTP error! Status: 500" }).waitFor();
  });

  it("lays the dashboard out in 1, 2 or 3 columns by screen width", async () => {
    const { page } = await openPage({ width: 375, height: 900 });
    await signIn(page);
    const grid = page.locator("[aria-busy]");
    for (const [width, columns] of [
      [375, 1],
      [900, 2],
      [1300, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(" ").length, `at ${width} px`).toBe(columns);
    }
  });
});
