import { Button } from './Button.js';
import { Card, CardDescription, CardTitle } from './Card.js';

/** A part of a page that could not be loaded, named, with a retry (an alert for screen readers). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardTitle>{`We couldn't load ${what}`}</CardTitle>
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
