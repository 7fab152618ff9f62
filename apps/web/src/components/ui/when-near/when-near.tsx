// Renders a part of a long page only once its place comes within a screen of the viewport
// (issue 18, decision 421). The site page's sections below the map (elevation, airspace, docks)
// each fetch and render a good deal; a pilot opening the page wants the map and the planner
// first, and under a slow CPU those sections' first renders delayed them by seconds.
// Without IntersectionObserver (old browsers, the unit tests' Node) the part renders at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNear({
  children,
  placeholderHeight,
  testId,
}: {
  children: ReactNode;
  /** The space the part is expected to take, so the page's height does not jump much. */
  placeholderHeight: number;
  /** On the wrapper, which is there from the start: tests scroll it into view. */
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // A screen above and below the viewport: the part is ready by the time a scroll reaches it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} data-testid={testId} style={near ? undefined : { minHeight: placeholderHeight }}>
      {near && children}
    </div>
  );
}
