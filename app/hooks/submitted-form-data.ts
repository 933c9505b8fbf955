// What a form sends when a given button submits it, in every browser the site supports (README,
// Browsers): `new FormData(form, submitter)` reads its second argument only from Safari 16.4 on,
// and older ones silently leave the pressed button's name and value out. The pair is added here.

/** The form's entries with the pressing button's name and value, as the browser's own submission has them. */
export function submittedFormData(form: HTMLFormElement, submitter: HTMLElement | null | undefined): FormData {
  const formData = new FormData(form);
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name && !submitter.disabled) {
    formData.append(submitter.name, submitter.value);
  }
  return formData;
}
