import { Button, Muted } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Showing 26–50 of 1,234" and the way to the pages either side; the service cut the page. */
export function Pager({
  page,
  pageSize,
  total,
  busy,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const number = (value: number) => value.toLocaleString('en');
  return (
    <Bar aria-label="Pages of users">
      <Muted aria-live="polite">
        {total === 0
          ? 'No users to show'
          : `Showing ${number(first)}–${number(last)} of ${number(total)} · Page ${number(page)} of ${number(pages)}`}
      </Muted>
      <Buttons>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous page
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={busy || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </Button>
      </Buttons>
    </Bar>
  );
}
