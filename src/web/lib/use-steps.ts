import { startTransition, useEffect, useState } from "react";

/**
 * Counts from 0 up to `last`, one step per frame: each step waits for the next
 * frame to be drawn and then runs in a task of its own. A component that mounts
 * costly parts one step at a time (a map's container, then its tiles, then its
 * pins) keeps every task short, and each step finds the page's layout already
 * done instead of forcing it, so a phone can answer a tap in between
 * (the total blocking time budget). A hidden tab draws no frames and so takes no steps.
 */
export function useSteps(last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: the step's render runs in slices too, only its commit (Leaflet's own work) in one piece.
      timer = setTimeout(() => startTransition(() => setStep((current) => Math.min(last, current + 1))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [step, last]);
  return Math.min(step, last);
}
