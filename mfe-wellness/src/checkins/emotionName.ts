/** An emotion as shown: "empathic pain" → "Empathic pain". Stored names stay lower case. */
export function displayEmotion(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
