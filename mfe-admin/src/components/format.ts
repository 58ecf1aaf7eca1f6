/** A span of seconds in the largest whole unit that fits ("24 hours", "15 minutes", "45 seconds"). */
export function formatDuration(seconds: number): string {
  const units: ReadonlyArray<[string, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** An uptime as days, hours and minutes ("2 d 3 h 5 min"; under a minute: "less than a minute"). */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', minutes ? `${minutes} min` : ''];
  return parts.filter(Boolean).join(' ') || 'less than a minute';
}
