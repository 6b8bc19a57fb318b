/** CSS class names of the text length rule. */
export type TextLengthClass = 'longText' | 'mediumText' | '';

/**
 * Text length class (spec sections 5 and 9): over 279 characters 'longText', 141 to 279
 * 'mediumText', otherwise ''. Characters are Unicode code points, so an emoji counts once;
 * '' for a non-string.
 */
export function textLengthClass(title: unknown): TextLengthClass {
  if (typeof title !== 'string') return '';
  // Cheap exit before counting code points: a string of n code units has at most n code points.
  if (title.length <= 140) return '';
  const length = Array.from(title).length;
  if (length > 279) return 'longText';
  if (length > 140) return 'mediumText';
  return '';
}
