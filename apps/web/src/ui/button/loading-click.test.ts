import type { MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { clickWhile } from "./loading-click.ts";

const click = () => {
  const preventDefault = vi.fn();
  return { event: { preventDefault } as unknown as MouseEvent<HTMLButtonElement>, preventDefault };
};

describe("clickWhile", () => {
  it("keeps the button's own handler when it is not loading", () => {
    const onClick = vi.fn();
    expect(clickWhile(false, onClick)).toBe(onClick);
    expect(clickWhile(false, undefined)).toBeUndefined();
  });

  it("cancels a click while loading, so a submit button does not post its form a second time", () => {
    const onClick = vi.fn();
    const first = click();
    clickWhile(true, onClick)!(first.event);
    expect(first.preventDefault).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
    const bare = click();
    clickWhile(true, undefined)!(bare.event);
    expect(bare.preventDefault).toHaveBeenCalledOnce();
  });
});
