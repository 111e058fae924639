import { useEffect, useState } from "react";

/** True while the visitor scrolls down past the header; false as soon as they scroll up. */
export function useHiddenOnScroll(threshold = 136): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const current = window.scrollY;
        // Smooth scrolling moves a few pixels a frame: compare with the last decisive position.
        if (Math.abs(current - last) < 8) return;
        setHidden(current > last && current > threshold);
        last = current;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [threshold]);
  return hidden;
}

/** Locks page scrolling while a full-screen menu is open, and restores it after. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
