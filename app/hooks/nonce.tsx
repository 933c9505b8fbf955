// Carries the per-response CSP nonce from the server entry to the document's inline scripts.
// In the browser the value is empty: browsers hide nonce attributes after parsing anyway.
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
