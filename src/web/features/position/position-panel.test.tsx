import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RouteTrack } from "../../../shared/track.ts";
import { messages as englishMessages } from "../../i18n/catalogues/en-lingui.ts";
import { LanguageProvider, pageLanguage } from "../../i18n/i18n.tsx";
import type { BatteryMark } from "../../lib/battery-mark.ts";
import type { RiderMark } from "../../lib/rider-mark.ts";
import PositionPanel from "./position-panel.tsx";

/**
 * A SYNTHETIC 10 km track straight north, with a 100 m climb over its first half; positions are given in metres
 * east and north of its start. Along a meridian 1 m is 1 / METRES_PER_DEGREE degrees of latitude.
 */
const START = { lat: 65.2, lon: -16.5 };
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
const at = (east: number, north: number) => {
  const lat = START.lat + north / METRES_PER_DEGREE;
  return { lat, lon: START.lon + east / (Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE) };
};
const line = Array.from({ length: 41 }, (_value, index) => at(0, index * 250)).map(({ lat, lon }): [number, number] => [lat, lon]);
const track: RouteTrack = {
  routeId: 3,
  line,
  start: line[0] as [number, number],
  end: line.at(-1) as [number, number],
  profile: Array.from({ length: 11 }, (_value, km) => ({ km, ele: 200 + Math.min(km, 5) * 20, ...at(0, km * 1000) })),
  stats: { lengthKm: 10, climbM: 100, descentM: 0, highestM: 300, lowestM: 200, steepestGradePct: 2 },
  energy: null,
  fileName: "prufa.gpx",
};

/** A stand-in for navigator.geolocation: the test gives positions and errors as the browser would. */
function fakeGeolocation() {
  let onFix: PositionCallback | null = null;
  let onError: PositionErrorCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, error?: PositionErrorCallback | null, _options?: PositionOptions) => {
      onFix = success;
      onError = error ?? null;
      return 42;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal("navigator", { ...navigator, geolocation });
  return {
    geolocation,
    fix(east: number, north: number, accuracy = 10) {
      const { lat, lon } = at(east, north);
      act(() => onFix?.({ coords: { latitude: lat, longitude: lon, accuracy }, timestamp: 0 } as unknown as GeolocationPosition));
    },
    fail(code: 1 | 2 | 3) {
      act(() => onError?.({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "" } as GeolocationPositionError));
    },
  };
}

let marks: (RiderMark | null)[];
const onChange = (mark: RiderMark | null) => marks.push(mark);

beforeEach(() => {
  marks = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("Hvar er ég?", () => {
  it("asks for nothing until pressed, says the position stays on the device, then shows what is ridden and left", () => {
    const device = fakeGeolocation();
    render(<PositionPanel track={track} onChange={onChange} />);
    expect(device.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.getByText(/fer aldrei af tækinu/)).toBeTruthy();

    press("Hvar er ég?");
    expect(device.geolocation.watchPosition).toHaveBeenCalledTimes(1);
    expect(device.geolocation.watchPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });
    expect(screen.getByRole("status").textContent).toBe("Leita að staðsetningu þinni...");

    // 40 m east of the 2.5 km point: on the route, 7.5 km and 50 m of climb left.
    device.fix(40, 2500);
    expect(screen.getByRole("status").textContent).toBe("Fylgst er með staðsetningu þinni á meðan síðan er opin.");
    expect(screen.getByTestId("km-left").textContent).toBe("7,5 km");
    expect(screen.getByText("Hjólað").nextSibling?.textContent).toBe("2,5 km");
    expect(screen.getByText("Hækkun eftir").nextSibling?.textContent).toBe("50 m");
    expect(screen.getByText("Nákvæmni staðsetningar: ±10 m")).toBeTruthy();
    expect(screen.queryByTestId("off-route")).toBeNull();
    const mark = marks.at(-1);
    expect(mark?.km).toBeCloseTo(2.5, 3);
    expect(mark?.offRoute).toBe(false);
    expect(mark?.label).toBe("Staða þín");
  });

  it("300 m west of the line: off the route, and its nearest point lies east", () => {
    const device = fakeGeolocation();
    render(<PositionPanel track={track} onChange={onChange} />);
    press("Hvar er ég?");
    device.fix(-300, 6000);
    expect(screen.getByTestId("off-route").textContent).toBe("Þú ert utan leiðar, 300 m frá henni. Haltu í austur til að komast aftur á hana.");
    expect(screen.getByTestId("km-left").textContent).toBe("4 km");
    expect(marks.at(-1)?.offRoute).toBe(true);
  });

  it("refused permission: says so, stops watching, and the button is there to try again", () => {
    const device = fakeGeolocation();
    render(<PositionPanel track={track} onChange={onChange} />);
    press("Hvar er ég?");
    device.fail(1);
    expect(screen.getByRole("status").textContent).toMatch(/^Vafrinn hefur ekki leyfi til að nota staðsetningu þína/);
    expect(device.geolocation.clearWatch).toHaveBeenCalledWith(42);
    press("Hvar er ég?");
    expect(device.geolocation.watchPosition).toHaveBeenCalledTimes(2);
  });

  it("no fix in time: says so and keeps watching; the next fix clears the message", () => {
    const device = fakeGeolocation();
    render(<PositionPanel track={track} onChange={onChange} />);
    press("Hvar er ég?");
    device.fail(3);
    expect(screen.getByRole("status").textContent).toMatch(/^Engin staðsetning hefur fundist enn/);
    expect(device.geolocation.clearWatch).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Hætta að fylgjast með" })).toBeTruthy();
    device.fix(0, 1000);
    expect(screen.getByRole("status").textContent).toBe("Fylgst er með staðsetningu þinni á meðan síðan er opin.");
    expect(screen.getByTestId("km-left").textContent).toBe("9 km");
  });

  it("a position less accurate than 100 m is not used, and says why", () => {
    const device = fakeGeolocation();
    render(<PositionPanel track={track} onChange={onChange} />);
    press("Hvar er ég?");
    device.fix(0, 1000, 150);
    expect(screen.getByRole("status").textContent).toMatch(/^Staðsetningin er of ónákvæm, skekkjan meiri en 100 m/);
    expect(screen.queryByTestId("km-left")).toBeNull();
    expect(marks.filter(Boolean)).toEqual([]);
    // A good fix, then a poor one: the good one stays on show, with the message.
    device.fix(0, 1000, 20);
    device.fix(0, 3000, 500);
    expect(screen.getByTestId("km-left").textContent).toBe("9 km");
    expect(screen.getByRole("status").textContent).toMatch(/^Staðsetningin er of ónákvæm/);
  });

  it("a browser without geolocation says it cannot", () => {
    const { geolocation: _none, ...withoutGeolocation } = navigator as Navigator & { geolocation?: Geolocation };
    vi.stubGlobal("navigator", withoutGeolocation);
    render(<PositionPanel track={track} onChange={onChange} />);
    press("Hvar er ég?");
    expect(screen.getByRole("status").textContent).toBe("Þessi vafri getur ekki gefið upp staðsetningu.");
  });

  it("stops watching when the rider presses stop, and when the page goes away", () => {
    const device = fakeGeolocation();
    const { unmount } = render(<PositionPanel track={track} onChange={onChange} />);
    press("Hvar er ég?");
    device.fix(0, 1000);
    press("Hætta að fylgjast með");
    expect(device.geolocation.clearWatch).toHaveBeenCalledTimes(1);
    expect(marks.at(-1)).toBeNull();
    expect(screen.queryByTestId("km-left")).toBeNull();
    press("Hvar er ég?");
    device.fix(0, 1000);
    unmount();
    expect(device.geolocation.clearWatch).toHaveBeenCalledTimes(2);
    expect(marks.at(-1)).toBeNull();
  });

  it("speaks English on an English page", () => {
    const device = fakeGeolocation();
    render(
      <LanguageProvider language={pageLanguage("en", englishMessages)}>
        <PositionPanel track={track} onChange={onChange} />
      </LanguageProvider>,
    );
    press("Where am I?");
    device.fix(300, 6000);
    expect(screen.getByTestId("off-route").textContent).toBe("You are off the route, 300 m from it. The nearest point of the route is to the west.");
    expect(screen.getByTestId("km-left").textContent).toBe("4 km");
    expect(screen.getByText(/never leaves your device/)).toBeTruthy();
  });

  describe("with the page's battery plan", () => {
    /** A hand-made plan for the track: 100 % at the start, 80 % at km 5, 60 % at the finish, in still air. */
    const battery: BatteryMark = {
      line: [
        [0, 100],
        [5, 80],
        [10, 60],
      ],
      runsOut: null,
      summary: "Hleðsla: 100 % við upphaf, 60 % við leiðarlok",
      runsOutLabel: "Rafhlaðan tæmist hér",
      runsOutShort: "Tæmist",
      chargeLabel: "Hleðsla",
      weather: null,
      startMs: Date.UTC(2026, 5, 15, 10),
      speedKmh: 18,
    };
    const finish = () => Number(/(\d+) %$/.exec(screen.getByTestId("position-battery-finish").textContent ?? "")?.[1]);

    beforeEach(() => window.localStorage.clear());

    it("shows the charge expected here and at the finish from here; the charge typed from the display recomputes the rest", () => {
      const device = fakeGeolocation();
      render(<PositionPanel track={track} onChange={onChange} battery={battery} />);
      press("Hvar er ég?");
      device.fix(0, 2500);
      expect(screen.getByText("Áætluð hleðsla hér: 90 %")).toBeTruthy();
      const expectedFinish = finish();
      // The rest of the route, from km 2.5 at 90 %, still costs something and leaves charge at the finish.
      expect(expectedFinish).toBeGreaterThan(0);
      expect(expectedFinish).toBeLessThan(90);

      // The display says 60 %: the same ride from here, from 30 points less.
      const field = screen.getByLabelText("Hleðslan á skjá hjólsins núna (%)");
      expect(field.getAttribute("placeholder")).toBe("90");
      fireEvent.change(field, { target: { value: "60" } });
      expect(finish()).toBe(expectedFinish - 30);
      fireEvent.change(field, { target: { value: "70,5" } });
      expect(screen.getByTestId("position-battery-finish").textContent).toBe(`Áætluð hleðsla við leiðarlok héðan: ${Math.round(expectedFinish - 19.5)} %`);

      // Further along, less is expected here.
      device.fix(0, 7500);
      expect(screen.getByText("Áætluð hleðsla hér: 70 %")).toBeTruthy();
    });

    it("a bad charge gets a message beside the field, never a NaN, and the plan keeps the expected charge", () => {
      const device = fakeGeolocation();
      render(<PositionPanel track={track} onChange={onChange} battery={battery} />);
      press("Hvar er ég?");
      device.fix(0, 2500);
      const before = screen.getByTestId("position-battery-finish").textContent;
      const field = screen.getByLabelText("Hleðslan á skjá hjólsins núna (%)");
      for (const bad of ["abc", "120", "-5"]) {
        fireEvent.change(field, { target: { value: bad } });
        expect(screen.getByText("Sláðu inn tölu frá 0 til 100.")).toBeTruthy();
        expect(field.getAttribute("aria-invalid")).toBe("true");
        expect(screen.getByTestId("position-battery-finish").textContent).toBe(before);
        expect(screen.getByTestId("position-battery").textContent).not.toMatch(/NaN/);
      }
      fireEvent.change(field, { target: { value: "" } });
      expect(screen.queryByText("Sláðu inn tölu frá 0 til 100.")).toBeNull();
      expect(field.getAttribute("aria-invalid")).toBe("false");
    });

    it("says nothing of the battery without a plan", () => {
      const device = fakeGeolocation();
      render(<PositionPanel track={track} onChange={onChange} />);
      press("Hvar er ég?");
      device.fix(0, 2500);
      expect(screen.queryByTestId("position-battery")).toBeNull();
    });
  });
});
