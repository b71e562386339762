import type { SubmittedAnswers } from '../host/types';

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
  // Keep the URL's own query exactly as written ('?utm', '%20'): only collegeCosts is replaced.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== 'collegeCosts');
  url.search = [...kept, `collegeCosts=${encodeURIComponent(toBase64Utf8(json))}`].join('&');
  return url.toString();
}
