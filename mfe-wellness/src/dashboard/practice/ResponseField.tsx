import { TextAreaField } from '@heartwise/ui-kit';

/** The activity's prompt as the label of the text area the answer goes in. */
export function ResponseField({
  prompt,
  value,
  onChange,
}: {
  prompt: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField
      label={prompt}
      name="response"
      value={value}
      maxLength={5000}
      placeholder="Write your thoughts here..."
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
