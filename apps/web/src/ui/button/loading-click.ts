// What a click does on a button that is loading. aria-disabled (not disabled) keeps the button focusable and read
// with its name while it waits, but unlike disabled it does not stop a submit button's default action: a second
// click (a double-click on « Jouer ») would post its form again. The click is cancelled instead.
import type { MouseEvent, MouseEventHandler } from "react";

export function clickWhile<E extends Element>(loading: boolean, onClick: MouseEventHandler<E> | undefined): MouseEventHandler<E> | undefined {
  if (!loading) return onClick;
  return (event: MouseEvent<E>) => event.preventDefault();
}
