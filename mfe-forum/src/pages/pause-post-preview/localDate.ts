const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today's date on this device as YYYY-MM-DD: the form of a check-in's `date` (the person's local day). */
export const localToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
