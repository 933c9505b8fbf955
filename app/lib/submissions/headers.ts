// Route `headers` export for pages with a form: without one, React Router drops the action's
// headers (Retry-After on a 429) from the page's response.
import type { HeadersFunction } from "react-router";

export const formHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};
