import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StartTimeOptions, startTimes } from "./start-time-options.tsx";

describe("start times", () => {
  it("offers every half hour of the day on the 24-hour clock", () => {
    const times = startTimes("09:00");
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(["00:00", "00:30", "01:00"]);
    expect(times.at(-1)).toBe("23:30");
    expect(times).toContain("13:30");
  });

  it("keeps a time between the half hours in its place, so a list showing it still holds it", () => {
    const times = startTimes("07:15");
    expect(times).toHaveLength(49);
    expect(times.slice(times.indexOf("07:00"), times.indexOf("07:00") + 3)).toEqual(["07:00", "07:15", "07:30"]);
  });

  it("renders a select whose options are those times, in that order", () => {
    const { container } = render(
      <select aria-label="Brottför" defaultValue="13:00">
        <StartTimeOptions current="13:00" />
      </select>,
    );
    const select = container.querySelector("select") as HTMLSelectElement;
    expect(select.value).toBe("13:00");
    expect([...select.options].map((option) => option.textContent)).toEqual(startTimes("13:00"));
  });
});
