import React, { Children, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

// Which use of the trigger wins when several come before React has mounted the real one.
const RANK = { ready: 1, focus: 2, press: 3 };

// A closed menu or popover drawn as its trigger alone (the first child, a copy of the real
// trigger); the real one (the second child, Radix's providers and poppers) mounts on first
// use, in place of the copy:
// - a mouse coming over it mounts it at once, so the press that follows is the real one's;
// - a finger down on a popover's trigger mounts it (the tap's click comes after the finger is
//   up, and reaches the real trigger);
// - focus mounts it and moves the focus to the real trigger;
// - any other press, or a click that reaches the copy (a screen reader's), mounts it and
//   passes the use on: `opensOn` "pointerdown" (a menu opens as the button goes down) or
//   "click" (a popover). The browser sends no click when the pressed element went away.
export function MountOnUse({ triggerId, opensOn = "click", children }) {
  const [mounted, setMounted] = useState(false);
  const use = useRef("");
  useLayoutEffect(() => {
    const kind = use.current;
    use.current = "";
    const trigger = mounted && kind && document.getElementById(triggerId);
    if (!trigger) return;
    if (kind === "focus") trigger.focus({ preventScroll: true });
    else if (kind === "press" && opensOn === "pointerdown") {
      trigger.dispatchEvent(new PointerEvent("pointerdown", {
        bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: "mouse" }));
    } else if (kind === "press") trigger.click();
  }, [mounted, triggerId, opensOn]);
  const [fallback, real] = Children.toArray(children);
  if (mounted) return real;
  const mount = (kind) => {
    if ((RANK[kind] || 0) > (RANK[use.current] || 0)) use.current = kind;
    setMounted(true);
  };
  const down = (event) => {
    if (event.button !== 0 || event.ctrlKey) return;
    if (opensOn !== "pointerdown" && event.pointerType === "touch") return mount("ready");
    if (opensOn === "pointerdown") event.preventDefault();  // as Radix's: the menu takes focus
    mount("press");
  };
  return (
    <span className="on-use"
          onPointerEnter={(event) => event.pointerType === "mouse"
                           && flushSync(() => mount("ready"))}
          onPointerDown={down}
          onClick={() => mount("press")} onFocus={() => mount("focus")}>
      {fallback}
    </span>
  );
}
