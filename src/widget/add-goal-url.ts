import type { SubmittedAnswers } from './types';

/** Base64 of the UTF-8 bytes of a string (btoa alone throws on characters above U+00FF). */
export function toBase64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** SPEC §4: digitalAdviceUrl with `collegeCosts` = base64(JSON(answers)); the URL's own query and hash are kept. */
export function addGoalUrl(digitalAdviceUrl: string, answers: SubmittedAnswers): string {
  const url = new URL(digitalAdviceUrl);
  const { ageOfChild, courseDuration, freeFees, accommodation, costsInclude } = answers;
  const json = JSON.stringify({ ageOfChild, courseDuration, freeFees, accommodation, costsInclude });
  url.searchParams.set('collegeCosts', toBase64Utf8(json));
  return url.toString();
}
