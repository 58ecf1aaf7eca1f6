import { Button, Card, CardDescription, CardTitle } from '@heartwise/ui-kit';

/** A section whose data could not load: a kind sentence and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardTitle>{title}</CardTitle>
      <CardDescription>Please try again in a moment.</CardDescription>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={onRetry}
        style={{ alignSelf: 'flex-start' }}
      >
        Try again
      </Button>
    </Card>
  );
}
