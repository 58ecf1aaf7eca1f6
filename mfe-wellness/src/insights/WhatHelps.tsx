import { Card, CardDescription, CardTitle } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { insightsQuery } from '../api/insights.js';
import { habitMoodSentence, practiceEffectSentence } from './insightWords.js';

/**
 * 'What helps me': per practice type, how intensity changed from before to after (the server sends
 * only types with 3 or more sessions), and habits against mood when there are enough days. Shows
 * nothing until there is something true to say, and stays quiet if it cannot load.
 */
export function WhatHelps() {
  const insights = useQuery(insightsQuery);
  if (!insights.data) return null;
  const { whatHelps, habitMood } = insights.data;
  if (whatHelps.length === 0 && habitMood.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="what-helps-title">
      <CardTitle as="h2" id="what-helps-title">
        What helps me
      </CardTitle>
      {whatHelps.length > 0 ? (
        <>
          <CardDescription>
            How strong your feelings were right after a practice, compared with just before.
          </CardDescription>
          <ul>
            {whatHelps.map((effect) => (
              <li key={effect.activityType}>{practiceEffectSentence(effect)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {habitMood.length > 0 ? (
        <>
          <CardDescription>Your daily habits and your check-ins.</CardDescription>
          <ul>
            {habitMood.map((mood) => (
              <li key={mood.habitType}>{habitMoodSentence(mood)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
