import { DataTable, Stack } from '@heartwise/ui-kit';
import type { ReactNode, RefObject } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

const Hint = styled.p`
  margin: 0;
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/**
 * Whether the table inside `box` is wider than the region it scrolls in, measured again whenever
 * either changes size (a phone turned, rows loaded).
 */
function useScrollsSideways(box: RefObject<HTMLDivElement | null>, content: unknown): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const region = box.current?.querySelector<HTMLElement>('[role="region"]');
    if (!region) return undefined;
    const measure = () => setScrolls(region.scrollWidth > region.clientWidth + 1);
    measure();
    // Older browsers (and jsdom) have no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    const table = region.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [box, content]);
  return scrolls;
}

/**
 * A DataTable that says so when it is wider than the page: "Scroll sideways for more" above it,
 * at any width (a phone, or the dashboard's twelve columns on a laptop), and only then.
 */
export function WideTable({ caption, children }: { caption: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box, children);
  return (
    <Stack gap={2}>
      {scrolls ? (
        <Hint>
          Scroll sideways for more <span aria-hidden="true">→</span>
        </Hint>
      ) : null}
      <div ref={box}>
        <DataTable caption={caption}>{children}</DataTable>
      </div>
    </Stack>
  );
}
