import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RIDE_SETTINGS, parseRideSettings, RIDE_SETTINGS_KEY, readRideSettings, useRideSettings, writeRideSettings } from "./ride-settings.ts";

function Panel({ name }: { name: string }) {
  const [settings, change] = useRideSettings();
  return (
    <div>
      <p data-testid={name}>{`${settings.day} ${settings.start} ${settings.speed}`}</p>
      <button type="button" onClick={() => change({ day: 1, start: "09:00" })}>
        {`plan ${name}`}
      </button>
    </div>
  );
}

afterEach(() => window.localStorage.clear());

describe("ride settings kept on the device", () => {
  it("starts at today, 10:00 and 18 km/h", () => {
    expect(readRideSettings()).toEqual({ day: 0, start: "10:00", speed: 18 });
    expect(DEFAULT_RIDE_SETTINGS).toEqual({ day: 0, start: "10:00", speed: 18 });
  });

  it("keeps each valid field and puts the default in place of each invalid one", () => {
    expect(parseRideSettings(JSON.stringify({ day: 2, start: "07:30", speed: 22.5 }))).toEqual({ day: 2, start: "07:30", speed: 22.5 });
    expect(parseRideSettings(JSON.stringify({ day: 3, start: "24:00", speed: 41 }))).toEqual({ day: 0, start: "10:00", speed: 18 });
    expect(parseRideSettings(JSON.stringify({ day: "1", start: "9:00", speed: 4.9 }))).toEqual({ day: 0, start: "10:00", speed: 18 });
    expect(parseRideSettings("{not json")).toEqual({ day: 0, start: "10:00", speed: 18 });
    expect(parseRideSettings("null")).toEqual({ day: 0, start: "10:00", speed: 18 });
  });

  it("writes to local storage and ignores an invalid change", () => {
    writeRideSettings({ speed: 25 });
    expect(JSON.parse(window.localStorage.getItem(RIDE_SETTINGS_KEY) ?? "")).toEqual({ day: 0, start: "10:00", speed: 25 });
    writeRideSettings({ start: "25:00" });
    expect(readRideSettings()).toEqual({ day: 0, start: "10:00", speed: 25 });
  });

  it("keeps every panel on the page in step", () => {
    render(
      <>
        <Panel name="weather" />
        <Panel name="battery" />
      </>,
    );
    expect(screen.getByTestId("battery").textContent).toBe("0 10:00 18");
    fireEvent.click(screen.getByText("plan weather"));
    expect(screen.getByTestId("weather").textContent).toBe("1 09:00 18");
    expect(screen.getByTestId("battery").textContent).toBe("1 09:00 18");
  });

  it("follows a change made in another tab", () => {
    render(<Panel name="weather" />);
    act(() => {
      window.localStorage.setItem(RIDE_SETTINGS_KEY, JSON.stringify({ day: 2, start: "08:15", speed: 12 }));
      window.dispatchEvent(new StorageEvent("storage", { key: RIDE_SETTINGS_KEY }));
    });
    expect(screen.getByTestId("weather").textContent).toBe("2 08:15 12");
  });
});
