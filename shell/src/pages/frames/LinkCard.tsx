import { Button, Card, CardDescription, CardFooter, CardTitle } from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';

/** A card that leads to a page that exists today. */
export function LinkCard({
  title,
  description,
  to,
  action,
}: {
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  return (
    <Card>
      <CardTitle as="h2">{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      <CardFooter>
        <Button as={Link} to={to} variant="secondary" size="sm">
          {action}
        </Button>
      </CardFooter>
    </Card>
  );
}
