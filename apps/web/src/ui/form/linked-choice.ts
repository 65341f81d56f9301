// Which radio of a group its error summary links to (RGAA 11.10, WCAG 2.4.3): a <fieldset> cannot take focus, so
// the group's id goes on one of its radios, and the summary's plain fragment link lands on a control.

/** The choice that carries the group's id: the one checked, else the first. */
export function linkedChoice<T extends string>(
  choices: readonly T[],
  checked: string | null | undefined,
): T | undefined {
  return choices.find((choice) => choice === checked) ?? choices[0];
}
