// What counts as text a person typed, for every form and every address the site is sent
// (docs/decisions/017-hostile-input.md). Pure: the schemas, the form readers and the server's
// first check of an address all ask these two questions.

/**
 * Characters no keyboard or paste of real text gives: control characters other than the line
 * breaks and the tab (C0 but tab, LF and CR; DEL; C1 but NEL), the replacement character a decoder
 * leaves where the bytes were not UTF-8, and half of a surrogate pair. NUL is among them: no
 * database column takes it.
 */
// A low half with no high half before it is found at the start or after any other code unit: no
// lookbehind, which Safari reads only from 16.4 on (a regular expression it cannot read stops the
// whole file that holds it).
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a posted value is text as typed: any script, emoji, joiners, line breaks and tabs; nothing of NOT_TEXT. */
export const isReadableText = (value: string): boolean => !NOT_TEXT.test(value);

/** In an address (a path, a query parameter) no character breaks a line or controls anything. */
// eslint-disable-next-line no-control-regex
const NOT_ADDRESS_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a decoded path or query parameter holds no control character (NUL, line breaks, U+2028 included). */
export const isAddressText = (value: string): boolean => !NOT_ADDRESS_TEXT.test(value);
