/** An error's message, or whatever was thrown as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
