import { loginPage, requestFor } from '@heartwise/contracts';
import type { IconName } from '@heartwise/ui-kit';
import { Button, Card, CardDescription, CardTitle, Container, Grid, Icon, media } from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { HeartMark } from '../../header/Header.js';
import { SIGN_UP_HREF } from '../auth/authTabs.js';

const Hero = styled.section`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.accentSoft} 0%,
    ${({ theme }) => theme.colors.background} 55%,
    ${({ theme }) => theme.colors.primarySoft} 100%
  );
  padding-block: ${({ theme }) => theme.space[12]};
  ${media.md} {
    padding-block: ${({ theme }) => theme.space[16]};
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentSoftText};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Headline = styled.h1`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 800;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Art = styled.div`
  display: none;
  ${media.md} {
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(
      circle at 35% 35%,
      ${({ theme }) => theme.colors.surface} 0%,
      ${({ theme }) => theme.colors.accentSoft} 70%
    );
    color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Features = styled.section`
  padding-block: ${({ theme }) => theme.space[12]};
`;

const FeaturesTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const features: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'sprout',
    title: 'Daily Wellness',
    text: 'Build gentle habits one day at a time: water, movement, good food, sleep and time outside.',
  },
  {
    icon: 'chat',
    title: 'Emotional Check-ins',
    text: 'Notice how you feel before and after a short practice, and watch your wellness trend grow.',
  },
  {
    icon: 'people',
    title: 'Peer Support',
    text: 'Share and listen in Pause and Post, a forum built on compassion and respect.',
  },
  {
    icon: 'shield',
    title: 'Safe Environment',
    text: 'Verified accounts and moderated conversations keep this a kind place to be.',
  },
];

/** Where 'Get Started Today' takes the browser (SPEC §2): /api/login (`loginPage`), which redirects to /auth. */
const signInHref = requestFor(loginPage).url;

/**
 * The visitor's landing page (SPEC §2). 'Join Our Community' is joining, so it opens /auth on Sign
 * Up (issue 19); 'Get Started Today' starts sign-in through the API, as SPEC says.
 */
export function LandingPage() {
  return (
    <>
      <title>Heartwise — mental health support for young people</title>
      <Hero aria-labelledby="landing-title">
        <HeroGrid>
          <div>
            <Eyebrow>Heartwise · peer support for young people</Eyebrow>
            <Headline id="landing-title">A safe space for young hearts</Headline>
            <Lead>
              Track small daily habits, check in with how you feel, try short calming activities and talk with
              peers who get it — in a community where kindness comes first.
            </Lead>
            <Actions>
              <Button as={Link} to={SIGN_UP_HREF} size="lg">
                Join Our Community
              </Button>
              <Button as="a" href={signInHref} size="lg" variant="secondary">
                Get Started Today
              </Button>
            </Actions>
          </div>
          <Art>
            <HeartMark size={160} />
          </Art>
        </HeroGrid>
      </Hero>
      <Features aria-labelledby="features-title">
        <Container>
          <FeaturesTitle id="features-title">How Heartwise helps</FeaturesTitle>
          <Grid min="220px">
            {features.map((feature) => (
              <Card key={feature.title}>
                <IconTile>
                  <Icon name={feature.icon} />
                </IconTile>
                <CardTitle>{feature.title}</CardTitle>
                <CardDescription>{feature.text}</CardDescription>
              </Card>
            ))}
          </Grid>
        </Container>
      </Features>
      <Footer>
        <Container>
          <p>© {new Date().getFullYear()} Heartwise — mental health support for young people.</p>
          <p>
            Heartwise is a peer-support space, not a crisis service. If you are in danger, please call your
            local emergency number.
          </p>
        </Container>
      </Footer>
    </>
  );
}
