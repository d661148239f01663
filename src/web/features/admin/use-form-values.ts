import { useState } from "react";

/**
 * A form's text values with the props each input needs; reset() empties it
 * after a successful submit (a failed one keeps what was typed).
 */
export function useFormValues<Values extends Record<string, string>>(empty: Values, busy: boolean) {
  const [values, setValues] = useState(empty);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, field, reset: () => setValues(empty) };
}
