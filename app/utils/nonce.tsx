import { createContext, useContext } from "react";

/** The CSP nonce of the current request (empty in the browser, which hides nonces anyway). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
