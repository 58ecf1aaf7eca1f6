import { Button, Card, CardDescription, Container } from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 800;
`;

/** Any path the router does not know (SPEC §2). */
export function NotFoundPage() {
  return (
    <Container>
      <title>Page not found · Heartwise</title>
      <Card style={{ maxWidth: '32rem', margin: '4rem auto', alignItems: 'flex-start' }}>
        <Title>404 Page Not Found</Title>
        <CardDescription>Did you forget to add the page to the router?</CardDescription>
        <Button as={Link} to="/" variant="secondary">
          Go to the home page
        </Button>
      </Card>
    </Container>
  );
}
