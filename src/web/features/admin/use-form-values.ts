import { useState } from "react";

/**
 * A form's text values with the props each input needs; reset() returns to the
 * initial values after a successful submit (a failed one keeps what was typed),
 * and fill() sets some fields at once (e.g. from a chosen GPX file).
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values, busy: boolean) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const fill = (some: Partial<Values>) => setValues((current) => ({ ...current, ...some }));
  return { values, field, fill, reset: () => setValues(initial) };
}
