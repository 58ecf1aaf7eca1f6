/**
 * SPEC §2 Wellness Trend encouragement, by average intensity (last 7 check-ins) and habit
 * completion (%). SPEC shows each message's opening words; the sentences finish them.
 */
export function encouragement(averageIntensity: number, completionPercent: number): string {
  if (averageIntensity < 4 && completionPercent > 70)
    return "Amazing! You're staying calm and keeping up your healthy habits.";
  if (averageIntensity < 7 && completionPercent > 50)
    return "You're doing well! Keep checking in and caring for yourself.";
  if (completionPercent > 80) return 'Great job with your daily habits! They help on the harder days too.';
  return 'Every small step counts. Be gentle with yourself today.';
}
