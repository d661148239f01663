/** Every half hour of the day on the 24-hour clock, and `current` in its place if it falls between them. */
export function startTimes(current: string): string[] {
  const times = Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 === 0 ? "00" : "30"}`);
  return times.includes(current) ? times : [...times, current].sort();
}

/**
 * The options of a start-time list: a <select> of these reads the same in every browser and language (24-hour
 * clock, as Iceland writes times), where a time input follows the browser's own 12- or 24-hour clock.
 */
export function StartTimeOptions({ current }: { current: string }) {
  return startTimes(current).map((time) => (
    <option key={time} value={time}>
      {time}
    </option>
  ));
}
