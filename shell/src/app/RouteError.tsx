import { Button, Card, CardDescription, CardTitle, Container } from '@heartwise/ui-kit';

/** A page that failed while rendering: said kindly, inside the layout, so navigation still works. */
export function RouteError() {
  return (
    <Container>
      <Card role="alert" style={{ maxWidth: '36rem', margin: '3rem auto', alignItems: 'flex-start' }}>
        <CardTitle as="h1">Something went wrong on this page</CardTitle>
        <CardDescription>It's not you. Please reload, or pick another page from the menu.</CardDescription>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Card>
    </Container>
  );
}
