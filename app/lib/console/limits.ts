// Owns the console's input limits, shared by the forms (maxlength) and the server (refusal).

/** An internal note is a few lines of working memory, not a document. */
export const MAX_NOTE_LENGTH = 5000;
